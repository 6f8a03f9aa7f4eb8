import Composable
import TerminalUI

/// A feature whose effects outlive the key that started them, for time travel's tests: a timer
/// that ticks every second until toggled off, a question answered after a second, and a
/// countdown of two ticks one after the other (a concatenation), all on the clock the test
/// passes.
struct Ticker: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
    var answer: String?
  }

  enum Action: Equatable {
    case incrementTapped
    case timerToggled
    case tick
    case askTapped
    case answered(String)
    case countdownTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .timerToggled:
      state.isTimerOn.toggle()
      guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.count += 1
      return .none
    case .askTapped:
      return .run { [count = state.count] send in
        try await clock.sleep(for: .seconds(1))
        await send(.answered("\(count) is a fine number"))
      }
    case .answered(let answer):
      state.answer = answer
      return .none
    case .countdownTapped:
      let oneTick = Effect<Action>.run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
      return .concatenate(oneTick, oneTick)
    }
  }
}

/// The ticker's screen: its count, timer and answer, and a button for each action, each with a
/// key.
struct TickerView: View {
  let store: StoreOf<Ticker>

  var body: some View {
    LeadingScreen {
      VStack(alignment: .leading) {
        Text("Count: \(store.count)")
        Text("Timer: \(store.isTimerOn ? "on" : "off")")
        Text("Answer: \(store.answer ?? "none")")
        HStack {
          Button("+") { store.send(.incrementTapped) }.keyboardShortcut("+")
          Button("Timer") { store.send(.timerToggled) }.keyboardShortcut("t")
          Button("Ask") { store.send(.askTapped) }.keyboardShortcut("a")
          Button("Count down") { store.send(.countdownTapped) }.keyboardShortcut("c")
        }
        Spacer()
      }
    }
  }
}

/// The ticker in a terminal app on `clock`: `+`, `t` for the timer, `a` to ask, `c` to count
/// down.
@MainActor
func makeTickerApp(clock: TestClock) -> TerminalApp<Ticker.State, Ticker.Action> {
  TerminalApp(
    title: "Ticker", initialState: Ticker.State(), reducer: Ticker(),
    withDependencies: { $0.continuousClock = clock },
    minimumSize: TerminalSize(columns: 40, rows: 10)
  ) { store in
    TickerView(store: store)
  }
}

extension TerminalApp {
  /// Gives the effects just started a moment on the main actor to reach their first wait.
  func letEffectsRun() async {
    for _ in 0..<20 { await Task.yield() }
  }
}

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

/// The ticker in a terminal app on `clock`: `+`, `t` for the timer, `a` to ask, `c` to count
/// down.
@MainActor
func makeTickerApp(clock: TestClock) -> TerminalApp<Ticker.State, Ticker.Action, NoScreenState> {
  TerminalApp(
    title: "Ticker", initialState: Ticker.State(), reducer: Ticker(),
    withDependencies: { $0.continuousClock = clock },
    minimumSize: TerminalSize(columns: 40, rows: 10),
    keys: [
      .send(.character("+"), command: "increment", summary: "add one", action: .incrementTapped),
      .send(.character("t"), command: "timer", summary: "timer", action: .timerToggled),
      .send(.character("a"), command: "ask", summary: "ask", action: .askTapped),
      .send(.character("c"), command: "countdown", summary: "count down", action: .countdownTapped),
    ]
  ) { context in
    [
      "Count: \(context.state.count)",
      "Timer: \(context.state.isTimerOn ? "on" : "off")",
      "Answer: \(context.state.answer ?? "none")",
    ]
  }
}

extension TerminalApp {
  /// Gives the effects just started a moment on the main actor to reach their first wait.
  func letEffectsRun() async {
    for _ in 0..<20 { await Task.yield() }
  }
}

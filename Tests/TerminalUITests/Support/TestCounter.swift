import Composable
import TerminalUI

/// The small counter the app tests drive: increment and decrement, a "double" that goes through
/// an effect, a "load" that stays busy until "finish" (for the spinner), a name, and a
/// timer that ticks on the clock until it is stopped (an effect that never ends by itself).
struct TestCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var name = ""
  }

  enum Action: Equatable {
    case incrementTapped
    case decrementTapped
    case doubleTapped
    case doubled(Int)
    case loadTapped
    case finishLoading
    case nameChanged(String)
    case timerStarted
    case timerTicked
  }

  private enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .decrementTapped:
      state.count -= 1
      return .none
    case .doubleTapped:
      return .run { [count = state.count] send in await send(.doubled(count * 2)) }
    case .doubled(let value):
      state.count = value
      return .none
    case .loadTapped:
      state.isLoading = true
      return .none
    case .finishLoading:
      state.isLoading = false
      return .none
    case .nameChanged(let name):
      state.name = name
      return .none
    case .timerStarted:
      return .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .timerTicked:
      state.count += 1
      return .none
    }
  }
}

/// The test counter's screen: the count, a spinner while loading, the name field and its
/// greeting, and a button for each action, each with a key.
struct TestCounterView: View {
  @Bindable var store: StoreOf<TestCounter>

  var body: some View {
    LeadingScreen {
      VStack(alignment: .leading) {
        Text("Count: \(store.count)")
        if store.isLoading { ProgressView("Loading…") }
        HStack {
          Button("+") { store.send(.incrementTapped) }.keyboardShortcut("+")
          Button("-") { store.send(.decrementTapped) }.keyboardShortcut("-")
          Button("Double") { store.send(.doubleTapped) }.keyboardShortcut("d")
          Button("Load") { store.send(.loadTapped) }.keyboardShortcut("L")
          Button("Finish") { store.send(.finishLoading) }.keyboardShortcut("F")
          Button("Timer") { store.send(.timerStarted) }.keyboardShortcut("t")
        }
        TextField("Name", text: $store.name.sending(TestCounter.Action.nameChanged))
        if !store.name.isEmpty { Text("Hello, \(store.name)!") }
        Spacer()
      }
    }
  }
}

@MainActor
func makeCounterApp(
  chapterText: String? = "# Counter\n\nPress **+**.",
  withDependencies: ((inout DependencyValues) -> Void)? = nil
) -> TerminalApp<TestCounter.State, TestCounter.Action> {
  TerminalApp(
    chapter: 1, title: "Counter", initialState: TestCounter.State(), reducer: TestCounter(),
    withDependencies: withDependencies, chapterText: chapterText,
    minimumSize: TerminalSize(columns: 40, rows: 10),
    demo: [
      DemoStep("The count starts at zero."),
      DemoStep("Plus adds one.", command: "tap +"),
      DemoStep("Typing a name.", command: "focus Name"),
      DemoStep("Typed.", command: "type Ada"),
    ]
  ) { store in
    TestCounterView(store: store)
  }
}

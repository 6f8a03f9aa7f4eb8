import Composable
import TerminalUI

/// The small counter the app tests drive: increment and decrement, a "double" that goes through
/// an effect, a "load" that stays busy until "finish" (for the spinner), a name field, and a
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

/// The screen state of the test counter: whether the name field has the focus, and its editor.
struct TestCounterScreen: Equatable {
  var isEditingName = false
  var field = TextFieldState()
}

@MainActor
func makeCounterApp(
  chapterText: String? = "# Counter\n\nPress **+**.",
  withDependencies: ((inout DependencyValues) -> Void)? = nil
) -> TerminalApp<TestCounter.State, TestCounter.Action, TestCounterScreen> {
  TerminalApp(
    chapter: 1, title: "Counter", initialState: TestCounter.State(), reducer: TestCounter(),
    withDependencies: withDependencies,
    screen: TestCounterScreen(), chapterText: chapterText,
    minimumSize: TerminalSize(columns: 40, rows: 10), isBusy: \.isLoading,
    keys: [
      .send(.character("+"), command: "increment", summary: "add one", action: .incrementTapped),
      .send(.character("-"), command: "decrement", summary: "take one", action: .decrementTapped),
      .send(.character("d"), command: "double", summary: "double", action: .doubleTapped),
      .send(.character("L"), command: "load", summary: "load", action: .loadTapped),
      .send(.character("F"), command: "finish", summary: "finish", action: .finishLoading),
      .send(.character("t"), command: "timer", summary: "start the timer", action: .timerStarted),
      KeyBinding([.character("n")], command: "edit-name", summary: "edit name", when: { _, screen in !screen.isEditingName }) { _, screen in
        screen.isEditingName = true
        return .handled
      },
      KeyBinding([.enter], command: "save-name", summary: "save name", when: { _, screen in screen.isEditingName }) { _, screen in
        screen.isEditingName = false
        return .send(.nameChanged(screen.field.text))
      },
      .textInput(summary: "type the name", when: { _, screen in screen.isEditingName }) { key, _, screen in
        screen.field.handle(key) ? .handled : .ignored
      },
    ],
    demo: [
      DemoStep("The count starts at zero."),
      DemoStep("Plus adds one.", command: "increment"),
      DemoStep("Typing a name.", command: "n"),
      DemoStep("Typed.", command: "type Ada"),
    ]
  ) { context in
    var lines: [Line] = ["Count: \(context.state.count)"]
    if context.state.isLoading { lines.append(Spinner(tick: context.tick, label: "Loading…").line) }
    lines.append(LineTextField(label: "Name", state: context.screen.field, isFocused: context.screen.isEditingName).line(width: context.size.columns))
    if !context.state.name.isEmpty { lines.append("Hello, \(context.state.name)!") }
    return lines
  }
}

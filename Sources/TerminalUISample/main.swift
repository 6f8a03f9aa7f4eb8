// A tiny counter on TerminalUI, a view whose buttons are the interaction: the app the
// end-to-end tests start through a pseudo-terminal, and a quick way to try the runtime by hand
// (`swift run TerminalUISample`, `--demo`, `--help`).
import Composable
import Foundation
import TerminalUI

/// A counter whose "double" button goes through an effect, so effect-driven redraws show.
struct SampleCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var isDoubling = false
  }

  enum Action: Equatable {
    case incrementTapped
    case decrementTapped
    case doubleTapped
    case doubled(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .decrementTapped:
      state.count -= 1
      return .none
    case .doubleTapped:
      state.isDoubling = true
      return .run { [count = state.count] send in
        await send(.doubled(count * 2))
      }
    case .doubled(let value):
      state.isDoubling = false
      state.count = value
      return .none
    }
  }
}

/// The counter's screen: the count between its buttons, each with a key, and a spinner while
/// the effect doubles it.
struct SampleCounterView: View {
  let store: StoreOf<SampleCounter>

  var body: some View {
    HStack(spacing: 0) {
      counter
      Spacer()
    }
  }

  private var counter: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("-") { store.send(.decrementTapped) }.keyboardShortcut("-")
        Text("Count: \(store.count)").bold()
        Button("+") { store.send(.incrementTapped) }.keyboardShortcut("+")
      }
      Button("Double") { store.send(.doubleTapped) }.keyboardShortcut("d")
      if store.isDoubling {
        ProgressView("Doubling…")
      }
      // For the end-to-end test of the crash path only: with TERMINALUI_SAMPLE_CRASH set, `!`
      // crashes the process on purpose, and the terminal must still come back.
      if ProcessInfo.processInfo.environment["TERMINALUI_SAMPLE_CRASH"] != nil {
        Button("Crash") { preconditionFailure("the crash the end-to-end test asked for") }
          .keyboardShortcut("!")
      }
      Spacer()
    }
    .padding(.leading, 20)
  }
}

let chapterText = """
  # The sample counter

  A **store** runs the `SampleCounter` reducer. Each button sends an *action*; the reducer
  changes the state; the view is drawn again from the new state.

  | key | button | action |
  |-----|--------|--------|
  | + | + | `.incrementTapped` |
  | - | - | `.decrementTapped` |
  | d | Double | `.doubleTapped`, then `.doubled` from an effect |

  Press `l` to watch the action log, and `q` to quit.
  """

let app = TerminalApp(
  chapter: 0, title: "TerminalUI sample", initialState: SampleCounter.State(),
  reducer: SampleCounter(), chapterText: chapterText,
  minimumSize: TerminalSize(columns: 40, rows: 10),
  demo: [
    DemoStep("A store holds the state: the count starts at 0."),
    DemoStep("Pressing + sends .incrementTapped; the reducer adds one.", command: "tap +"),
    DemoStep("Again: every action goes through the reducer.", command: "tap +"),
    DemoStep("Double starts an effect that sends .doubled back.", command: "tap Double"),
    DemoStep("The action log shows each action and the state diff it caused.", command: "log"),
  ]
) { store in
  SampleCounterView(store: store)
}

await app.main()

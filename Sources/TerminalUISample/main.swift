// A tiny counter on TerminalUI: the app the end-to-end tests start through a pseudo-terminal,
// and a quick way to try the runtime by hand (`swift run TerminalUISample`, `--demo`, `--help`).
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

let chapterText = """
  # The sample counter

  A **store** runs the `SampleCounter` reducer. Each key sends an *action*; the reducer
  changes the state; the view is drawn again from the new state.

  | key | action |
  |-----|--------|
  | + | `.incrementTapped` |
  | - | `.decrementTapped` |
  | d | `.doubleTapped`, then `.doubled` from an effect |

  Press `l` to watch the action log, and `q` to quit.
  """

let app = TerminalApp(
  chapter: 0, title: "TerminalUI sample", initialState: SampleCounter.State(),
  reducer: SampleCounter(), chapterText: chapterText,
  minimumSize: TerminalSize(columns: 40, rows: 10),
  isBusy: \.isDoubling,
  keys: [
    .send(.character("+"), .up, command: "increment", summary: "add one", action: .incrementTapped),
    .send(.character("-"), .down, command: "decrement", summary: "take one", action: .decrementTapped),
    .send(.character("d"), command: "double", summary: "double (an effect)", action: .doubleTapped),
    // For the end-to-end test of the crash path only: with TERMINALUI_SAMPLE_CRASH set, `!`
    // crashes the process on purpose, and the terminal must still come back.
    KeyBinding(
      [.character("!")], command: "crash", summary: "crash on purpose", showsInFooter: false,
      when: { _, _ in ProcessInfo.processInfo.environment["TERMINALUI_SAMPLE_CRASH"] != nil }
    ) { _, _ in
      preconditionFailure("the crash the end-to-end test asked for")
    },
  ],
  demo: [
    DemoStep("A store holds the state: the count starts at 0."),
    DemoStep("Pressing + sends .incrementTapped; the reducer adds one.", command: "increment"),
    DemoStep("Again: every action goes through the reducer.", command: "increment"),
    DemoStep("d starts an effect that sends .doubled back.", command: "double"),
    DemoStep("The action log shows each action and the state diff it caused.", command: "log"),
  ]
) { context in
  let state = context.state
  var lines: [Line] = [
    .empty,
    Line("  Count: ") + Line("\(state.count)", style: .bold),
    .empty,
  ]
  if state.isDoubling {
    lines.append(Spinner(tick: context.tick, label: "Doubling…").line.indented(by: 2))
  }
  return lines
}

await app.main()

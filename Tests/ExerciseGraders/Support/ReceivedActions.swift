import Composable

/// The actions a store received, in order, recorded by a `Reduce` placed before the learner's
/// reducer: how a view grader checks what a tap sent, and, where the learner names the action
/// cases, finds them by their spelling.
@MainActor
final class ReceivedActions<Action> {
  /// The actions, oldest first.
  private(set) var actions: [Action] = []

  /// A reducer that records each action it is given and changes nothing.
  func recorder<State>() -> Reduce<State, Action> {
    Reduce { _, action in
      self.actions.append(action)
      return .none
    }
  }

  /// Whether an action was received whose text (`String(describing:)`) contains every one of
  /// `parts`, e.g. `["alert(", "presented(", "confirmClear"]` for `.alert(.presented(.confirmClear))`.
  func containsOne(spelling parts: String...) -> Bool {
    actions.contains { action in
      let text = String(describing: action)
      return parts.allSatisfy(text.contains)
    }
  }

  /// The actions received, one a line, for a failure message, spelled as the app's action log
  /// and the test store spell them (`customDump`: `.binding(.set(\.message, "N"))`), each line of
  /// a dump indented under the prose that names the list.
  var listed: String {
    guard !actions.isEmpty else { return "(none)" }
    return actions.map { action in
      customDump(action).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

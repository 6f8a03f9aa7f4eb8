/// The states an app went through, kept by the terminal runtime as the store reports them: the
/// state it started from (step 0) and, for each action in the log, the state that action left
/// (step 1 is after the first action). Time travel draws these; nothing in the store changes to
/// keep them.
@MainActor
final class Timeline<State> {
  private var states: [State]

  /// A timeline at its start.
  init(start state: State) {
    states = [state]
  }

  /// The number of the newest step: how many actions the timeline holds.
  var lastStep: Int { states.count - 1 }

  /// The state after step `step` (0 is the start).
  func state(at step: Int) -> State {
    states[min(max(0, step), lastStep)]
  }

  /// Records the state an action left.
  func record(_ state: State) {
    states.append(state)
  }

  /// Forgets every step after `step`.
  func drop(after step: Int) {
    states.removeSubrange((step + 1)...)
  }
}

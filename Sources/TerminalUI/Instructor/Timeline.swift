/// The states an app went through, kept by the terminal runtime as the store reports them: the
/// state it started from (step 0) and, for each action in the log, the state that action left
/// and the screen state at that moment (step 1 is after the first action). Time travel draws
/// these; nothing in the store changes to keep them.
@MainActor
final class Timeline<State, ScreenState> {
  /// One moment of the session: the feature's state and the screen's own state.
  struct Moment {
    let state: State
    let screen: ScreenState
  }

  private var moments: [Moment]
  /// The screen state now, recorded with the next action's state.
  var currentScreen: ScreenState

  /// A timeline at its start.
  init(start state: State, screen: ScreenState) {
    moments = [Moment(state: state, screen: screen)]
    currentScreen = screen
  }

  /// The number of the newest step: how many actions the timeline holds.
  var lastStep: Int { moments.count - 1 }

  /// The moment after step `step` (0 is the start).
  func moment(at step: Int) -> Moment {
    moments[min(max(0, step), lastStep)]
  }

  /// Records the state an action left, with the screen state of now.
  func record(_ state: State) {
    moments.append(Moment(state: state, screen: currentScreen))
  }

  /// Forgets every step after `step`.
  func drop(after step: Int) {
    moments.removeSubrange((step + 1)...)
  }
}

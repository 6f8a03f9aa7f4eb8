import Composable

/// What a terminal app keeps for an instructor: the step time travel shows, the presenter view,
/// the session's recording, and a short status message.
@MainActor
struct InstructorState<State, Action> {
  /// The step drawn while viewing the past; nil while the app shows the present.
  var viewedStep: Int?
  /// Whether the action log was open before time travel opened it.
  var logWasVisible = false
  /// Whether the presenter view is on: no chrome, the latest action and its diff large.
  var isPresenting = false
  /// The commands of the session so far, and the file they are saved to.
  var recorder = SessionRecorder()
  /// A message shown above the footer until the next key, e.g. where the session was saved.
  var status: String?
  /// How many sends still have effects running.
  var runningEffects = 0
  /// How many actions the log held right after the last recorded command: more now means
  /// effects sent actions back since.
  var entriesAfterLastCommand = 0
  /// When the last command was recorded: how long a running effect had to send its actions.
  var lastCommandTime = ContinuousClock.now
  /// A store holding the viewed step's state, for views that read a store.
  var pastStore: (step: Int, store: Store<State, Action>)?
}

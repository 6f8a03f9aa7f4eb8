/// What a terminal app keeps for an instructor besides time travel and the recording: whether
/// the presenter view is on, and a short status message.
struct InstructorState {
  /// Whether the presenter view is on: no chrome, the latest action and its diff large.
  var isPresenting = false
  /// A message shown above the footer until the next key, e.g. where the session was saved.
  var status: String?
}

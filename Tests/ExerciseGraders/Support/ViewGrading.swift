import Testing

/// The actions a store received, in order: a view grader's reducer appends each one, so the
/// grader can say exactly what a tap sent.
@MainActor
final class RecordedActions<Action> {
  /// The actions so far.
  var actions: [Action] = []
}

/// Runs `taps` on a view; when `expected` is false (the learner's view is not there yet), the
/// misuse the taps report (a title that is not on the screen) is expected, so the grader's own
/// message, which says what is missing, is the one the learner reads.
@MainActor
func withKnownIssueUnless(_ expected: Bool, _ taps: () -> Void) {
  if expected {
    taps()
  } else {
    withKnownIssue { taps() }
  }
}

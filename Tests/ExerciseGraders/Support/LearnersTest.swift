import Synchronization
import Testing

/// Runs a test the learner wrote on a feature broken on purpose, and fails the grader with
/// `advice` if that test passes anyway: a test that cannot tell a broken feature from a working
/// one proves nothing.
///
/// What the learner's test reports on the broken feature is expected, so it is recorded as a
/// known issue; only a test that reports nothing there fails the grader.
@MainActor
func expectLearnersTest(
  _ testName: String,
  toCatch bug: String,
  advice: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  running learnersTest: @MainActor () async -> Void
) async {
  let issues = IssueTally()
  await withKnownIssue(
    "What \(testName) rightly reports when \(bug)", isIntermittent: true,
    sourceLocation: sourceLocation
  ) {
    await learnersTest()
  } matching: { _ in
    issues.count()
    return true
  }
  if issues.total == 0 {
    Issue.record(
      Comment(
        rawValue: """
          \(testName) passes even when \(bug), so it cannot tell that broken feature from a \
          working one. \(advice)
          """),
      sourceLocation: sourceLocation)
  }
}

/// Counts the issues a learner's test records, from Swift Testing's matcher, which may run on
/// any thread.
final class IssueTally: Sendable {
  private let recorded = Mutex(0)

  /// Adds one issue.
  func count() {
    recorded.withLock { $0 += 1 }
  }

  /// How many issues were counted.
  var total: Int { recorded.withLock { $0 } }
}

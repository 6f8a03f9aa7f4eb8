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
  let reported = await issuesReported(
    by: learnersTest, known: "What \(testName) rightly reports when \(bug)",
    sourceLocation: sourceLocation)
  if reported == 0 {
    Issue.record(
      Comment(
        rawValue: """
          \(testName) passes even when \(bug), so it cannot tell that broken feature from a \
          working one. \(advice)
          """),
      sourceLocation: sourceLocation)
  }
}

/// Runs a test the learner wrote on a feature that differs from theirs only in what the
/// exercise asked the test to leave unchecked, and fails the grader with `advice` if that test
/// reports anything there: a test that asserts what it was told not to breaks at every harmless
/// change.
///
/// What the learner's test reports there is shown as a known issue, at its own line, followed
/// by the grader's failure.
@MainActor
func expectLearnersTest(
  _ testName: String,
  toTolerate difference: String,
  advice: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  running learnersTest: @MainActor () async -> Void
) async {
  let reported = await issuesReported(
    by: learnersTest, known: "What \(testName) wrongly reports when \(difference)",
    sourceLocation: sourceLocation)
  if reported > 0 {
    Issue.record(
      Comment(
        rawValue: """
          \(testName) fails when \(difference), which it should not check. \(advice)
          """),
      sourceLocation: sourceLocation)
  }
}

/// Runs a learner's test, recording whatever it reports as known issues described by `known`,
/// and returns how many it reported.
@MainActor
private func issuesReported(
  by learnersTest: @MainActor () async -> Void,
  known: String,
  sourceLocation: SourceLocation
) async -> Int {
  let issues = IssueTally()
  await withKnownIssue(Comment(rawValue: known), isIntermittent: true, sourceLocation: sourceLocation) {
    await learnersTest()
  } matching: { _ in
    issues.count()
    return true
  }
  return issues.total
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

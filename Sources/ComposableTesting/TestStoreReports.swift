import Synchronization
import Testing

/// One failure the test store reported: its text, and whether it was recorded as a known issue
/// (a skipped assertion of a non-exhaustive store).
struct TestStoreReport: Equatable, Sendable {
  let message: String
  let isKnown: Bool
}

/// A copy of every report the test stores of the current task make.
///
/// Swift Testing keeps a known issue recorded inside `withKnownIssue` to itself: an enclosing
/// `withKnownIssue` never sees it. This log is how the module's own tests read the text of the
/// skipped assertions a non-exhaustive store shows.
final class TestStoreReports: Sendable {
  /// The log of the current task, if a test installed one.
  @TaskLocal static var current: TestStoreReports?

  private let reports = Mutex<[TestStoreReport]>([])

  /// An empty log.
  init() {}

  /// Everything reported so far, in order.
  var all: [TestStoreReport] { reports.withLock { $0 } }

  /// Adds one report.
  func append(_ report: TestStoreReport) {
    reports.withLock { $0.append(report) }
  }
}

/// Records a test store failure as a Swift Testing issue at `location`, or as a known issue when
/// `isKnown` (what the store shows of the assertions it skipped).
func recordTestStoreIssue(_ message: String, at location: SourceLocation, isKnown: Bool = false) {
  TestStoreReports.current?.append(TestStoreReport(message: message, isKnown: isKnown))
  if isKnown {
    withKnownIssue("An assertion the test store skipped", sourceLocation: location) {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

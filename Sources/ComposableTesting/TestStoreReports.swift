import Synchronization
import Testing

/// One failure the test store reported: its text, and whether it was recorded as a known issue
/// (a skipped assertion of a non-exhaustive store).
struct TestStoreReport: Equatable, Sendable {
  let message: String
  let isKnown: Bool
}

/// An attachment a test store recorded: its name and its text.
struct TestStoreAttachmentRecord: Equatable, Sendable {
  let name: String
  let text: String
}

/// A copy of every report and attachment the test stores of the current task make.
///
/// Swift Testing keeps a known issue recorded inside `withKnownIssue` to itself: an enclosing
/// `withKnownIssue` never sees it. This log is how the module's own tests read the text of the
/// skipped assertions a non-exhaustive store shows, and the attachments a failure records (Swift
/// Testing offers a test no way to read the attachments it recorded).
final class TestStoreReports: Sendable {
  /// The log of the current task, if a test installed one.
  @TaskLocal static var current: TestStoreReports?

  private let reports = Mutex<[TestStoreReport]>([])
  private let attachmentRecords = Mutex<[TestStoreAttachmentRecord]>([])

  /// An empty log.
  init() {}

  /// Everything reported so far, in order.
  var all: [TestStoreReport] { reports.withLock { $0 } }

  /// Every attachment recorded so far, in order.
  var attachments: [TestStoreAttachmentRecord] { attachmentRecords.withLock { $0 } }

  /// Adds one report.
  func append(_ report: TestStoreReport) {
    reports.withLock { $0.append(report) }
  }

  /// Adds one attachment.
  func append(_ attachment: TestStoreAttachmentRecord) {
    attachmentRecords.withLock { $0.append(attachment) }
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

/// Records `text` as an attachment of the current test, named `name`, at `location`.
func recordTestStoreAttachment(_ text: String, named name: String, at location: SourceLocation) {
  TestStoreReports.current?.append(TestStoreAttachmentRecord(name: name, text: text))
  Attachment.record(text, named: name, sourceLocation: location)
}

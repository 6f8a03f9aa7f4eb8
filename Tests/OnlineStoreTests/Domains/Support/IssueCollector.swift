import Composable
import Synchronization

/// An issue reporter that keeps every issue the library reports, with where it was reported,
/// so a test can check what was reported, or that nothing was.
final class IssueCollector: IssueReporter {
  private let collected = Mutex<[(location: String, message: String)]>([])

  /// The messages reported so far, in order.
  var messages: [String] { collected.withLock { $0.map(\.message) } }

  /// The issues reported so far, each as "File.swift:line: message".
  var issues: [String] { collected.withLock { $0.map { "\($0.location): \($0.message)" } } }

  /// Keeps the issue.
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    collected.withLock { $0.append((location: "\(fileID):\(line)", message: message)) }
  }
}

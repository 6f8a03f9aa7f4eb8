import Composable
import Synchronization

/// An issue reporter that keeps every issue the library reports, with where it was reported,
/// so a test can check that none was.
final class IssueCollector: IssueReporter {
  private let collected = Mutex<[String]>([])

  /// The issues reported so far, each as "File.swift:line: message".
  var issues: [String] { collected.withLock { $0 } }

  /// Keeps the issue.
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    collected.withLock { $0.append("\(fileID):\(line): \(message)") }
  }
}

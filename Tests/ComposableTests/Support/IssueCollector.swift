import Composable
import Synchronization

/// An issue reporter that keeps every message it receives, so a test can check what the library
/// reported instead of letting it print.
final class IssueCollector: IssueReporter {
  private let stored = Mutex<[String]>([])

  /// The messages reported so far, in order.
  var messages: [String] { stored.withLock { $0 } }

  /// Keeps the message.
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    stored.withLock { $0.append(message) }
  }
}

/// Runs `operation` with a collecting reporter installed, and returns every issue it reported,
/// including those reported by effects it started.
@MainActor
func collectIssues(_ operation: @MainActor () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await withIssueReporters([collector]) { try await operation() }
  return collector.messages
}

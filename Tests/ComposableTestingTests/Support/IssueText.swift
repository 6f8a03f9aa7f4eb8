import Synchronization
import Testing

extension Issue {
  /// The text the issue was recorded with: its comments, joined.
  var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}

/// The messages of issues a `withKnownIssue` matcher saw, for tests that expect several.
final class SeenIssues: Sendable {
  private let messages = Mutex<[String]>([])

  /// Every message seen so far, in order.
  var all: [String] { messages.withLock { $0 } }

  /// Remembers the issue's message and says whether it contains one of `texts`.
  func see(_ issue: Issue, containsAnyOf texts: [String]) -> Bool {
    messages.withLock { $0.append(issue.message) }
    return texts.contains { issue.message.contains($0) }
  }
}

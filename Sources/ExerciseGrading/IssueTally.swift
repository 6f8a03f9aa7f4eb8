import Synchronization

/// Counts the issues a learner's test records on a broken version, from Swift Testing's known
/// issue matcher, which may run on any thread.
final class IssueTally: Sendable {
  private let recorded = Mutex(0)

  /// Adds one issue.
  func count() {
    recorded.withLock { $0 += 1 }
  }

  /// How many issues were counted.
  var total: Int { recorded.withLock { $0 } }
}

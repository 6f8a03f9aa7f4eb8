import Synchronization

/// A count that a dependency's closure may bump from any task and a test then reads.
final class LockedCount: Sendable {
  private let count = Mutex(0)

  /// Adds one.
  func increment() {
    count.withLock { $0 += 1 }
  }

  /// The count so far.
  var value: Int { count.withLock { $0 } }
}

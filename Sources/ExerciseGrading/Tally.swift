import Synchronization

/// A count that any thread may add to: the issues a learner's test records on a broken version
/// (Swift Testing's known issue matcher may run on any thread), the tests a learner wrote.
final class Tally: Sendable {
  private let recorded = Mutex(0)

  /// Adds one.
  func count() {
    recorded.withLock { $0 += 1 }
  }

  /// How many were counted.
  var total: Int { recorded.withLock { $0 } }
}

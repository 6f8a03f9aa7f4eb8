import Synchronization

/// A clock whose sleeps end at once, moving its time forward: for tests and demos that should not
/// wait, where the exact moment does not matter.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the clock's time.
  public typealias Instant = ManualInstant

  private let current = Mutex(ManualInstant())

  /// A clock at time zero.
  public init() {}

  /// The current time; it moves forward by each sleep's length.
  public var now: Instant { current.withLock { $0 } }

  /// The smallest step: zero.
  public var minimumResolution: Duration { .zero }

  /// Ends at once, unless the task is cancelled, after moving time to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}

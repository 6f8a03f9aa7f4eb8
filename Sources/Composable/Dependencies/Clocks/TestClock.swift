import Foundation
import Synchronization

/// A clock whose time moves only when the test says so: `await clock.advance(by: .seconds(1))`
/// wakes every sleep that ends by then, in order, and lets the woken effects run.
///
/// Drive it from the main actor, where the test store runs effects.
public final class TestClock: Clock, Sendable {
  /// A point in the clock's time.
  public typealias Instant = ManualInstant

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []
    /// Sleeps that `advance` resumed and that have not yet returned to their caller.
    var waking: Set<UInt64> = []
  }

  private let timeline = Mutex(Timeline())

  /// A clock at time zero with nothing waiting.
  public init() {}

  /// The current time.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The smallest step: zero.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to reach their deadline.
  public var pendingSleeps: Int { timeline.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced to `deadline`, or throws when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeAtOnce: Bool? = timeline.withLock { timeline in
          if timeline.cancelledBeforeSleeping.remove(id) != nil { return false }
          if deadline <= timeline.now { return true }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        switch resumeAtOnce {
        case true?: continuation.resume()
        case false?: continuation.resume(throwing: CancellationError())
        case nil: break
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = timeline.withLock { timeline in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
          timeline.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return timeline.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    timeline.withLock { _ = $0.waking.remove(id) }
  }

  /// Moves time forward by `duration`, waking each sleep that ends by then in deadline order and
  /// letting its effect run until it waits again or finishes.
  nonisolated(nonsending) public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking each sleep that ends by then in deadline order.
  nonisolated(nonsending) public func advance(to deadline: Instant) async {
    await settle()
    while let sleeper = nextSleeper(endingBy: deadline) {
      sleeper.continuation.resume()
      await waitUntilAwake(sleeper.id)
      await settle()
    }
    timeline.withLock { $0.now = max($0.now, deadline) }
    await settle()
  }

  /// Advances time until nothing is waiting on the clock, for effects that end by themselves.
  nonisolated(nonsending) public func run(maximumSteps: Int = 10_000) async {
    // Work started just before (an effect's task) must reach its first sleep to be seen.
    await settle()
    for _ in 0..<maximumSteps {
      guard let deadline = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) else { return }
      await advance(to: deadline)
    }
  }

  private func nextSleeper(endingBy deadline: Instant) -> Sleeper? {
    timeline.withLock { timeline in
      guard let index = timeline.sleepers.indices
        .filter({ timeline.sleepers[$0].deadline <= deadline })
        .min(by: { timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline })
      else { return nil }
      let sleeper = timeline.sleepers.remove(at: index)
      timeline.now = max(timeline.now, sleeper.deadline)
      timeline.waking.insert(sleeper.id)
      return sleeper
    }
  }

  /// Waits until a resumed sleep has returned to its caller's code, bounded by one second.
  nonisolated(nonsending) private func waitUntilAwake(_ id: UInt64) async {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(1) {
      if timeline.withLock({ !$0.waking.contains(id) }) { return }
      await Task.yield()
    }
  }

  /// Lets woken work run: yields the current actor for a few milliseconds of real time, so the
  /// main actor's queue drains even when a wake-up passed through another thread.
  nonisolated(nonsending) private func settle() async {
    let start = ContinuousClock.now
    var yields = 0
    while yields < 50 || ContinuousClock.now - start < .milliseconds(2) {
      await Task.yield()
      yields += 1
    }
  }
}

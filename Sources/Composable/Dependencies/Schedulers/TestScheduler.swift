import Dispatch

/// A scheduler whose time moves only when the test says so, as combine-schedulers'
/// `DispatchQueue.test`: `await mainQueue.advance(by: 1)` wakes every wait that ends by then and
/// lets the woken effects run, `await mainQueue.run()` until nothing waits.
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// ```
public final class TestScheduler<Queue>: Sendable {
  private let clock = TestClock()

  /// A scheduler at time zero with nothing waiting.
  public init() {}

  /// Moves time forward by `stride`, waking each wait that ends by then, in order.
  nonisolated(nonsending) public func advance(by stride: SchedulerStride = .zero) async {
    await clock.advance(by: stride.duration)
  }

  /// Moves time forward until nothing waits on the scheduler, for effects that end by
  /// themselves (a timer never does: cancel it first).
  nonisolated(nonsending) public func run() async {
    await clock.run()
  }

  /// How long the scheduler's time has moved since it was made.
  public var now: SchedulerStride { SchedulerStride(clock.now.offset) }

  /// This scheduler as the `AnySchedulerOf<DispatchQueue>` a dependency holds.
  public func eraseToAnyScheduler() -> AnyScheduler<Queue> { AnyScheduler(clock: clock) }

  /// Waits `stride` of the scheduler's time.
  public func sleep(for stride: SchedulerStride) async throws {
    try await clock.sleep(for: stride.duration)
  }

  /// Ticks every `interval` of the scheduler's time.
  public func timer(interval: SchedulerStride) -> AnyClockTimer {
    eraseToAnyScheduler().timer(interval: interval)
  }
}

/// combine-schedulers' name for a test scheduler of a queue's kind: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<Queue> = TestScheduler<Queue>

/// A scheduler whose waits end at once, as combine-schedulers' `DispatchQueue.immediate`: for
/// tests where the exact moment does not matter.
public struct ImmediateScheduler<Queue>: Sendable {
  /// An immediate scheduler.
  public init() {}

  /// This scheduler as the `AnySchedulerOf<DispatchQueue>` a dependency holds.
  public func eraseToAnyScheduler() -> AnyScheduler<Queue> { .immediate }
}

/// combine-schedulers' name for an immediate scheduler of a queue's kind.
public typealias ImmediateSchedulerOf<Queue> = ImmediateScheduler<Queue>

extension DispatchQueue {
  /// A new test scheduler: `let mainQueue = DispatchQueue.test`.
  public static var test: TestSchedulerOf<DispatchQueue> { TestScheduler() }

  /// A scheduler whose waits end at once: `$0.mainQueue = .immediate`, or
  /// `DispatchQueue.immediate.eraseToAnyScheduler()`.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> { ImmediateScheduler() }
}

import Dispatch

/// A scheduler whose kind is erased, as combine-schedulers' `AnySchedulerOf<DispatchQueue>`:
/// what `@Dependency(\.mainQueue)` holds. An effect waits on it (`sleep(for:)`) or ticks with it
/// (`timer(interval:)`); the app's is `.main`, a test sets `DispatchQueue.test` (moved by
/// `advance(by:)`) or `.immediate`.
///
/// The kit has no Combine: a scheduler is a clock underneath, so its effects start on the main
/// actor and a test drives them as it drives a `TestClock`.
public struct AnyScheduler<Queue>: Sendable {
  /// The clock the scheduler waits on.
  let clock: any Clock<Duration>

  /// A scheduler that waits on `clock`.
  init(clock: any Clock<Duration>) { self.clock = clock }

  /// The real main queue's time.
  public static var main: AnyScheduler { AnyScheduler(clock: ContinuousClock()) }

  /// A scheduler whose waits end at once.
  public static var immediate: AnyScheduler { AnyScheduler(clock: ImmediateClock()) }

  /// A scheduler for a test that did not choose one: using it reports the issue, then it acts
  /// as `.immediate`.
  public static var unimplemented: AnyScheduler {
    AnyScheduler(clock: UnimplementedClock(name: "mainQueue", fix: "DispatchQueue.test.eraseToAnyScheduler()"))
  }

  /// Waits `stride` of the scheduler's time, or throws when the task is cancelled:
  /// `try await mainQueue.sleep(for: .seconds(1))`.
  public func sleep(for stride: SchedulerStride) async throws {
    try await clock.sleep(for: stride.duration)
  }

  /// An endless sequence that ticks every `interval` until its task is cancelled:
  /// `for await _ in mainQueue.timer(interval: 1) { await send(.timerTick) }`.
  public func timer(interval: SchedulerStride) -> AnyClockTimer {
    clock.timer(interval: interval.duration)
  }
}

/// combine-schedulers' name for a scheduler of a queue's kind, erased: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<Queue> = AnyScheduler<Queue>

extension DispatchQueue {
  /// This queue as a scheduler an effect can wait on; the kit's runs on the main actor's real
  /// time, whatever the queue.
  public func eraseToAnyScheduler() -> AnySchedulerOf<DispatchQueue> { .main }
}

extension Clock {
  /// An endless sequence that ticks every `interval` of this clock until its task is cancelled:
  /// `for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }`.
  public func timer(interval: Duration) -> ClockTimer<Self> {
    ClockTimer(clock: self, interval: interval)
  }
}

/// The ticks of a clock at a fixed interval; each element is the instant of the tick.
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable {
  /// A tick's instant.
  public typealias Element = C.Instant

  let clock: C
  let interval: C.Duration

  /// Starts counting intervals from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, deadline: clock.now.advanced(by: interval))
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    var deadline: C.Instant

    /// The next tick, or nil once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return nil
      }
      guard !Task.isCancelled else { return nil }
      defer { deadline = deadline.advanced(by: interval) }
      return deadline
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// The same timer for a clock known only as `any Clock<Duration>`, such as the
  /// `continuousClock` dependency, whose `ClockTimer<Self>` Swift cannot name; each element is
  /// the tick's instant, type-erased.
  @_disfavoredOverload
  public func timer(interval: Duration) -> AnyClockTimer {
    AnyClockTimer(ClockTimer(clock: self, interval: interval))
  }
}

/// The ticks of a clock whose type is erased (`any Clock<Duration>`) at a fixed interval.
public struct AnyClockTimer: AsyncSequence, Sendable {
  /// A tick's instant.
  public typealias Element = any InstantProtocol<Duration>

  private let makeNext: @Sendable () -> () async -> Element?

  init<C: Clock>(_ base: ClockTimer<C>) where C.Duration == Duration {
    makeNext = {
      var iterator = base.makeAsyncIterator()
      return { await iterator.next() }
    }
  }

  /// Starts counting intervals from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(nextTick: makeNext())
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let nextTick: () async -> Element?

    /// The next tick, or nil once the task is cancelled.
    public mutating func next() async -> Element? {
      await nextTick()
    }
  }
}

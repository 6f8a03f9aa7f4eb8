private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "continuousClock")
}

extension DependencyValues {
  /// The clock effects wait on: the real continuous clock in the app; in tests a `TestClock` or
  /// `ImmediateClock` that the test sets.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

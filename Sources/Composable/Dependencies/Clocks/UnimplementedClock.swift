/// The clock of a test that did not choose one: using it reports the dependency's name, then it
/// behaves like an `ImmediateClock`.
public struct UnimplementedClock: Clock {
  /// A point in the clock's time.
  public typealias Instant = ManualInstant

  private let name: String
  private let base = ImmediateClock()

  /// A clock that reports `name` when used.
  public init(name: String = "Clock") {
    self.name = name
  }

  /// The current time; reading it reports the clock as unimplemented.
  public var now: Instant {
    report()
    return base.now
  }

  /// The smallest step: zero.
  public var minimumResolution: Duration { .zero }

  /// Reports the clock as unimplemented, then ends at once.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    report()
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report() {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.\(name))

      The test waited on a clock it did not control: set "$0.\(name) = TestClock()" (or \
      "ImmediateClock()") in the store's "withDependencies".
      """)
  }
}

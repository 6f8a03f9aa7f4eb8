/// The clock of a test that did not choose one: using it reports the dependency's name, then it
/// behaves like an `ImmediateClock`.
public struct UnimplementedClock: Clock {
  /// A point in the clock's time.
  public typealias Instant = ManualInstant

  private let name: String
  /// The value the report suggests setting; nil suggests a `TestClock` or an `ImmediateClock`.
  private let fix: String?
  private let base = ImmediateClock()

  /// A clock that reports `name` when used.
  public init(name: String = "Clock") {
    self.init(name: name, fix: nil)
  }

  /// A clock that reports `name` when used and suggests setting `fix` (the `mainQueue`
  /// scheduler's clock suggests `DispatchQueue.test.eraseToAnyScheduler()`).
  init(name: String, fix: String?) {
    self.name = name
    self.fix = fix
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
    let suggestion = fix.map { "\"$0.\(name) = \($0)\"" }
      ?? "\"$0.\(name) = TestClock()\" (or \"ImmediateClock()\")"
    reportIssue(
      """
      Unimplemented: @Dependency(\\.\(name))

      The test waited on a clock it did not control: set \(suggestion) in the store's \
      "withDependencies".
      """)
  }
}

/// A point in time of a clock driven by hand (`TestClock`, `ImmediateClock`): a duration since
/// the clock started.
public struct ManualInstant: InstantProtocol, Sendable, CustomStringConvertible {
  /// Time since the clock started.
  public var offset: Duration

  /// The clock's starting instant, or one `offset` after it.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` later.
  public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

  /// The time from this instant to `other`.
  public func duration(to other: Self) -> Duration { other.offset - offset }

  /// Whether this instant comes before `other`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

  /// The offset, as `+1.5 seconds`.
  public var description: String { "+\(offset)" }
}

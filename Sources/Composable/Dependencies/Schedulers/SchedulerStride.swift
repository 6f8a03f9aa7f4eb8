import Dispatch

/// A length of a scheduler's time, as Combine's `DispatchQueue.SchedulerTimeType.Stride`: a
/// literal counts seconds, so `mainQueue.timer(interval: 1)` ticks every second and
/// `mainQueue.advance(by: 0.5)` moves half a second on.
public struct SchedulerStride: Comparable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The length as a Swift `Duration`, what the clock underneath waits.
  public let duration: Duration

  /// A stride of `duration`.
  public init(_ duration: Duration) { self.duration = duration }

  /// `value` seconds: `timer(interval: 1)`.
  public init(integerLiteral value: Int) { self.init(.seconds(value)) }

  /// `value` seconds: `advance(by: 0.5)`.
  public init(floatLiteral value: Double) { self.init(.seconds(value)) }

  /// No time at all.
  public static let zero = SchedulerStride(.zero)

  /// Whole seconds.
  public static func seconds(_ seconds: Int) -> SchedulerStride { SchedulerStride(.seconds(seconds)) }
  /// Seconds with a fraction.
  public static func seconds(_ seconds: Double) -> SchedulerStride { SchedulerStride(.seconds(seconds)) }
  /// Milliseconds.
  public static func milliseconds(_ milliseconds: Int) -> SchedulerStride {
    SchedulerStride(.milliseconds(milliseconds))
  }
  /// Microseconds.
  public static func microseconds(_ microseconds: Int) -> SchedulerStride {
    SchedulerStride(.microseconds(microseconds))
  }
  /// Nanoseconds.
  public static func nanoseconds(_ nanoseconds: Int) -> SchedulerStride {
    SchedulerStride(.nanoseconds(nanoseconds))
  }

  /// The length in seconds, as Combine's `timeInterval`.
  public var timeInterval: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Whether `lhs` is the shorter.
  public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.duration < rhs.duration }
}

extension DispatchQueue {
  /// The time of a queue's scheduler, for Combine's spelling
  /// `DispatchQueue.SchedulerTimeType.Stride`.
  public enum SchedulerTimeType {
    /// A length of the queue's time.
    public typealias Stride = SchedulerStride
  }
}

/// What the interleaved rounds measured for one benchmark: the time of one operation in each
/// round, in round order, so that a ratio can pair each round with its baseline's.
public struct BenchmarkResult: Sendable {
  /// The benchmark's name.
  public let name: String
  /// The time of one operation in each round, in nanoseconds, in round order.
  public let roundNanoseconds: [Double]
  /// How many operations each round's batch ran.
  public let iterations: Int

  /// A measurement of `name`: `roundNanoseconds` per operation, one figure a round, from batches
  /// of `iterations` operations.
  public init(name: String, roundNanoseconds: [Double], iterations: Int) {
    self.name = name
    self.roundNanoseconds = roundNanoseconds
    self.iterations = iterations
  }

  /// The median time of one operation over the rounds.
  public var medianNanoseconds: Double { median(roundNanoseconds) }

  /// This benchmark's time divided by `baseline`'s, round by round: the two batches of a round
  /// ran moments apart, so a slow phase of the machine slows both and cancels out of the ratio.
  public func roundRatios(to baseline: BenchmarkResult) -> [Double] {
    zip(roundNanoseconds, baseline.roundNanoseconds).compactMap { time, limit in
      limit > 0 ? time / limit : nil
    }
  }
}

/// The middle value (the mean of the two middle ones for an even count); 0 for no values.
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// How long one run of a benchmark's operation takes: the median over several repetitions,
/// each long enough for the clock to measure well.
public struct BenchmarkResult: Sendable {
  /// The benchmark's name.
  public let name: String
  /// The median time of one operation, in nanoseconds.
  public let medianNanoseconds: Double
  /// How many operations each repetition ran.
  public let iterations: Int

  /// A measurement of `name`: `medianNanoseconds` per operation over `iterations` a repetition.
  public init(name: String, medianNanoseconds: Double, iterations: Int) {
    self.name = name
    self.medianNanoseconds = medianNanoseconds
    self.iterations = iterations
  }

  /// Times `benchmark`: one warm-up repetition, then `repetitions` timed ones of at least
  /// `minimumDuration` each; the median is reported.
  @MainActor
  public static func measure(
    _ benchmark: Benchmark, repetitions: Int = 15, minimumDuration: Duration = .milliseconds(20)
  ) async -> BenchmarkResult {
    let prepared = benchmark.prepare()
    let clock = ContinuousClock()
    var iterations = 1
    while true {
      let elapsed = await time(prepared.operation, iterations: iterations, clock: clock)
      if elapsed >= minimumDuration || iterations >= 1 << 24 { break }
      iterations *= 2
    }
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let elapsed = await time(prepared.operation, iterations: iterations, clock: clock)
      samples.append(nanoseconds(elapsed) / Double(iterations))
    }
    samples.sort()
    return BenchmarkResult(
      name: benchmark.name, medianNanoseconds: samples[samples.count / 2], iterations: iterations)
  }

  @MainActor
  private static func time(
    _ operation: BenchmarkOperation, iterations: Int, clock: ContinuousClock
  ) async -> Duration {
    let start = clock.now
    switch operation {
    case let .sync(body):
      for _ in 0..<iterations { body() }
    case let .async(body):
      for _ in 0..<iterations { await body() }
    }
    return clock.now - start
  }
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

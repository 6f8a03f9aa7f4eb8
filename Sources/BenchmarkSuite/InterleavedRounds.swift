/// Times benchmarks in interleaved rounds: each round runs one batch of every benchmark, one
/// after the other, starting one benchmark further along the list than the round before.
///
/// A machine shared with other work runs in fast and slow phases. Timing one benchmark for a
/// while and then its baseline lets a phase change fall between them and skew their ratio; a
/// round keeps a benchmark and its baseline moments apart, and rotating the order keeps either
/// from always running first.
public struct InterleavedRounds: Sendable {
  /// How many rounds to run.
  public let rounds: Int
  /// How long a batch of one benchmark should take at least; sets each benchmark's batch size.
  public let minimumBatchDuration: Duration

  /// Rounds of batches that take at least `minimumBatchDuration` each.
  public init(rounds: Int = 201, minimumBatchDuration: Duration = .microseconds(250)) {
    self.rounds = rounds
    self.minimumBatchDuration = minimumBatchDuration
  }

  /// The order in which round `round` runs `count` benchmarks (their positions in the list):
  /// the list, rotated by the round's number.
  public static func order(ofRound round: Int, count: Int) -> [Int] {
    (0..<count).map { (round + $0) % count }
  }

  /// Prepares and times `benchmarks`: first a batch size for each (doubled until a batch takes
  /// `minimumBatchDuration`, which also warms it up), then the rounds.
  @MainActor
  public func measure(
    _ benchmarks: [Benchmark], clock: ContinuousClock = ContinuousClock()
  ) async -> [BenchmarkResult] {
    let operations = benchmarks.map { $0.prepare().operation }
    var batchSizes: [Int] = []
    for operation in operations {
      var iterations = 1
      while await operation.run(times: iterations, clock: clock) < minimumBatchDuration,
        iterations < 1 << 24
      {
        iterations *= 2
      }
      batchSizes.append(iterations)
    }
    var samples = Array(repeating: [Double](), count: benchmarks.count)
    for round in 0..<rounds {
      for position in Self.order(ofRound: round, count: benchmarks.count) {
        let elapsed = await operations[position].run(times: batchSizes[position], clock: clock)
        samples[position].append(nanoseconds(elapsed) / Double(batchSizes[position]))
      }
    }
    return benchmarks.indices.map {
      BenchmarkResult(name: benchmarks[$0].name, roundNanoseconds: samples[$0], iterations: batchSizes[$0])
    }
  }
}

/// One thing the benchmarks measure: how to set it up, the operation to time, and a check that
/// the operation really did its work (so a broken benchmark fails instead of timing nothing).
public struct Benchmark: Sendable {
  /// The benchmark's name in the report, e.g. `send.deep`.
  public let name: String
  /// What it measures, in a few words.
  public let summary: String
  /// The name of the hand-written limit it is compared with, if any.
  public let baseline: String?
  /// Builds fresh fixtures and returns the operation and its check.
  public let prepare: @MainActor @Sendable () -> PreparedBenchmark

  /// A benchmark named `name`, compared with `baseline` if given.
  public init(
    _ name: String, summary: String, baseline: String? = nil,
    prepare: @escaping @MainActor @Sendable () -> PreparedBenchmark
  ) {
    self.name = name
    self.summary = summary
    self.baseline = baseline
    self.prepare = prepare
  }
}

/// A benchmark ready to run: the operation, and a check of what it did so far.
@MainActor
public struct PreparedBenchmark {
  /// The operation to time.
  public let operation: BenchmarkOperation
  /// After `runs` operations, nil if their work shows, else what is wrong.
  public let check: @MainActor (_ runs: Int) -> String?

  /// An operation and its check.
  public init(operation: BenchmarkOperation, check: @escaping @MainActor (_ runs: Int) -> String?) {
    self.operation = operation
    self.check = check
  }
}

/// The operation a benchmark times: synchronous, or awaited.
public enum BenchmarkOperation {
  /// A synchronous operation, run outside any task, as an app's event handler runs. It is given
  /// how many times to run and loops itself, so each operation is a direct call, as in an app or
  /// an outside harness: on this machine a call through a closure value costs several
  /// nanoseconds, and timed that way the hand-written baseline took twice as long as it does.
  case sync(@MainActor (_ times: Int) -> Void)
  /// An asynchronous operation, awaited each time.
  case async(@MainActor () async -> Void)

  /// Runs the operation `times` times and returns how long that took. A synchronous operation
  /// runs outside any task (see `outsideAnyTask`), all `times` in its own loop; an asynchronous
  /// one is awaited each time.
  @MainActor
  public func run(times: Int, clock: ContinuousClock = ContinuousClock()) async -> Duration {
    switch self {
    case let .sync(body):
      return await outsideAnyTask {
        let start = clock.now
        body(times)
        return clock.now - start
      }
    case let .async(body):
      let start = clock.now
      for _ in 0..<times { await body() }
      return clock.now - start
    }
  }

  /// Runs the operation once.
  @MainActor
  public func callAsFunction() async {
    _ = await run(times: 1)
  }
}

/// A readable description of a failed check: what was expected and what was found.
func mismatch<Value: Equatable>(_ what: String, expected: Value, actual: Value) -> String? {
  expected == actual ? nil : "\(what): expected \(expected), found \(actual)"
}

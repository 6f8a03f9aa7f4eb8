import BenchmarkSuite
import TestTags
import Testing

/// The interleaved rounds: every round runs each benchmark once, in the list's order rotated by
/// the round's number, so no benchmark always runs right before or after another.
@MainActor
@Suite(.tags(.benchmarks), .timeLimit(.minutes(1))) struct InterleavedRoundsTests {
  @Test func eachRoundStartsOneFurtherAlongTheList() {
    #expect(InterleavedRounds.order(ofRound: 0, count: 3) == [0, 1, 2])
    #expect(InterleavedRounds.order(ofRound: 1, count: 3) == [1, 2, 0])
    #expect(InterleavedRounds.order(ofRound: 2, count: 3) == [2, 0, 1])
    #expect(InterleavedRounds.order(ofRound: 3, count: 3) == [0, 1, 2])
  }

  @Test func measureRunsOneBatchOfEveryBenchmarkPerRoundInRotatingOrder() async {
    let log = OperationLog()
    let benchmarks = ["a", "b", "c"].map { name in
      Benchmark(name, summary: name) {
        PreparedBenchmark(operation: .sync { times in log.names += Array(repeating: name, count: times) }) { _ in nil }
      }
    }
    // A zero minimum makes every batch one operation, so the log shows the order of the batches.
    let results = await InterleavedRounds(rounds: 4, minimumBatchDuration: .zero).measure(benchmarks)
    let calibration = ["a", "b", "c"]
    #expect(
      log.names == calibration + ["a", "b", "c", "b", "c", "a", "c", "a", "b", "a", "b", "c"])
    #expect(results.map(\.name) == ["a", "b", "c"])
    #expect(results.map(\.roundNanoseconds.count) == [4, 4, 4])
    #expect(results.map(\.iterations) == [1, 1, 1])
  }

  @Test func aSynchronousOperationRunsOutsideAnyTaskAsAnAppsEventHandler() async {
    let log = OperationLog()
    let whereItRan = { withUnsafeCurrentTask { $0 == nil } ? "outside a task" : "in a task" }
    let sends = BenchmarkOperation.sync { times in log.names += (0..<times).map { _ in whereItRan() } }
    let effect = BenchmarkOperation.async { log.names.append(whereItRan()) }
    _ = await sends.run(times: 2)
    _ = await effect.run(times: 1)
    #expect(log.names == ["outside a task", "outside a task", "in a task"])
  }

  @Test func aSynchronousOperationIsGivenTheBatchAndLoopsItself() async {
    // Called once per batch, the operation runs its own loop: an app's or an outside harness's
    // direct calls, with no call through a closure value timed with each operation.
    let log = OperationLog()
    let sends = BenchmarkOperation.sync { times in log.names.append("a batch of \(times)") }
    _ = await sends.run(times: 5)
    #expect(log.names == ["a batch of 5"])
  }

  @Test func aRatioPairsEachRoundWithItsBaselinesRound() {
    let measured = BenchmarkResult(name: "send.deep", roundNanoseconds: [100, 300, 90], iterations: 1)
    let baseline = BenchmarkResult(name: "baseline.deep", roundNanoseconds: [10, 20, 0], iterations: 1)
    // A round whose baseline measured nothing gives no ratio.
    #expect(measured.roundRatios(to: baseline) == [10, 15])
    #expect(measured.medianNanoseconds == 100)
  }
}

/// The names of the operations run so far, in order.
@MainActor
private final class OperationLog {
  var names: [String] = []
}

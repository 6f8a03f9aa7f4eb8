import BenchmarkSuite
import TestTags
import Testing

/// Runs every benchmark's operation a few times, untimed, and checks its work shows: a
/// benchmark that broke (a renamed action, a reducer that stopped counting) fails here, in CI,
/// instead of timing nothing.
@MainActor
@Suite(.tags(.benchmarks), .timeLimit(.minutes(1))) struct BenchmarkBodyTests {
  @Test(arguments: allBenchmarks.map(\.name))
  func operationDoesItsWork(name: String) async throws {
    let benchmark = try #require(allBenchmarks.first { $0.name == name })
    let prepared = benchmark.prepare()
    // One batch of three, as the rounds run it: a synchronous operation that ignored its batch
    // size would do its work once.
    _ = await prepared.operation.run(times: 3)
    let problem = prepared.check(3)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test func reportHasALinePerBenchmarkTheRatiosAndJSON() {
    let measurements = [
      BenchmarkResult(name: "send.deep", roundNanoseconds: [900, 2000, 700], iterations: 1),
      BenchmarkResult(name: "baseline.deep", roundNanoseconds: [30, 50, 35], iterations: 1),
    ]
    let report = benchmarkReport(measurements, benchmarks: allBenchmarks)
    // Per-round ratios 30, 40 and 20: the median is 30, not 900 / 35 (the ratio of the medians).
    let lines: [String] = report.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "name                 median_ns  ratio_to_baseline",
        "send.deep                900.0  30.0× baseline.deep (rounds 20.0–40.0)",
        "baseline.deep             35.0",
        #"{"baseline.deep":{"median_ns":35},"send.deep":{"median_ns":900,"ratio_max":40,"ratio_min":20,"ratio_to_baseline":30}}"#,
      ])
  }
}

// What the architecture costs: each benchmark's median time per operation, and its ratio to the
// hand-written limit. Run in release mode: swift run -c release Benchmarks [NAME…]
// (names select benchmarks, e.g. `send.deep`, which is then timed with its baseline).
// The benchmarks are timed in interleaved rounds (see InterleavedRounds): a ratio is the median of
// the per-round ratios, printed with their spread.
// With PROFILE_ITERATIONS=N set, each selected operation just runs N times, untimed, after one
// warm-up run: a steady state for a profiler such as `valgrind --tool=callgrind` to count.
import BenchmarkSuite
import Foundation

@MainActor
func runBenchmarks(named names: [String]) async {
  let named = allBenchmarks.filter { names.isEmpty || names.contains($0.name) }
  if let iterations = ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"].flatMap(Int.init) {
    for benchmark in named {
      let prepared = benchmark.prepare()
      await prepared.operation()
      for _ in 0..<iterations { await prepared.operation() }
    }
    return
  }
  let baselines = Set(named.compactMap(\.baseline))
  var selected: [Benchmark] = []
  for benchmark in allBenchmarks where named.contains(where: { $0.name == benchmark.name }) || baselines.contains(benchmark.name) {
    let trial = benchmark.prepare()
    await trial.operation()
    if let problem = trial.check(1) {
      print("\(benchmark.name) is broken: \(problem)")
      continue
    }
    selected.append(benchmark)
  }
  let measurements = await InterleavedRounds().measure(selected)
  print(benchmarkReport(measurements, benchmarks: selected))
  print("Reproduce: swift run -c release Benchmarks")
}

await runBenchmarks(named: Array(CommandLine.arguments.dropFirst()))

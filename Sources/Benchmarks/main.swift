// What the architecture costs: each benchmark's median time per operation, and its ratio to the
// hand-written limit. Run in release mode: swift run -c release Benchmarks [NAME…]
// (names select benchmarks, e.g. `send.deep`, for a profiler run). With PROFILE_ITERATIONS=N
// set, each selected operation just runs N times, untimed, after one warm-up run: a steady state
// for a profiler such as `valgrind --tool=callgrind` to count.
import BenchmarkSuite
import Foundation

@MainActor
func runBenchmarks(named names: [String]) async {
  var measurements: [BenchmarkResult] = []
  let selected = allBenchmarks.filter { names.isEmpty || names.contains($0.name) }
  if let iterations = ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"].flatMap(Int.init) {
    for benchmark in selected {
      let prepared = benchmark.prepare()
      await prepared.operation()
      for _ in 0..<iterations { await prepared.operation() }
    }
    return
  }
  for benchmark in selected {
    let trial = benchmark.prepare()
    await trial.operation()
    if let problem = trial.check(1) {
      print("\(benchmark.name) is broken: \(problem)")
      continue
    }
    measurements.append(await BenchmarkResult.measure(benchmark))
  }
  print(benchmarkReport(measurements, benchmarks: selected))
  print("Reproduce: swift run -c release Benchmarks")
}

await runBenchmarks(named: Array(CommandLine.arguments.dropFirst()))

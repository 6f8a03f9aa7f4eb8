// What the architecture costs: each benchmark's median time per operation, and its ratio to the
// hand-written limit. Run in release mode: swift run -c release Benchmarks [NAME…]
// (names select benchmarks, e.g. `send.deep`, which is then timed with its baseline).
// The benchmarks are timed in interleaved rounds (see InterleavedRounds): a ratio is the median of
// the per-round ratios, printed with their spread.
// With PROFILE_ITERATIONS=N set, each selected operation just runs N times, untimed, after one
// warm-up run: a steady state for a profiler such as `valgrind --tool=callgrind` to count.
// The synchronous operations (the sends) run outside any task, where an app's event handler calls
// `send`: timed, `BenchmarkOperation.run` hops to the main queue for each batch; profiled, they
// run from this file's synchronous top-level code.
import BenchmarkSuite
import Foundation

@MainActor
func runBenchmarks(named names: [String]) async {
  let named = allBenchmarks.filter { names.isEmpty || names.contains($0.name) }
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

/// Runs each benchmark's operation `iterations` times after a warm-up run, untimed. Synchronous
/// operations run here, outside any task; asynchronous ones in a task that starts at once, and
/// the main queue runs what they wait for until the last one ends. A profiler then counts the
/// sends without the hop `InterleavedRounds` makes to leave its task (and valgrind, which cannot
/// follow the main queue's threads, can count them at all).
@MainActor
func profile(_ benchmarks: [Benchmark], iterations: Int) {
  var running = 0
  for benchmark in benchmarks {
    switch benchmark.prepare().operation {
    case let .sync(body):
      body(iterations + 1)
    case let .async(body):
      running += 1
      Task.immediate { @MainActor in
        for _ in 0...iterations { await body() }
        running -= 1
        if running == 0 { exit(0) }
      }
    }
  }
  if running > 0 { dispatchMain() }
}

let names = Array(CommandLine.arguments.dropFirst())
if let iterations = ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"].flatMap(Int.init) {
  profile(allBenchmarks.filter { names.isEmpty || names.contains($0.name) }, iterations: iterations)
} else {
  Task { @MainActor in
    await runBenchmarks(named: names)
    exit(0)
  }
  dispatchMain()
}

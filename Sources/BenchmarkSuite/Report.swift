import Foundation

/// The benchmark report: a line per benchmark, `name  median_ns  ratio_to_baseline`, then one
/// JSON line with every figure, so a script can compare runs.
///
/// A ratio is the median of the per-round ratios (each round's time over its baseline's in the
/// same round), followed by their spread, the smallest and largest per-round ratio.
public func benchmarkReport(_ measurements: [BenchmarkResult], benchmarks: [Benchmark]) -> String {
  let byName = Dictionary(uniqueKeysWithValues: measurements.map { ($0.name, $0) })
  var lines = ["name".padding(toLength: 18, withPad: " ", startingAt: 0) + "median_ns".leftPadded(12) + "  ratio_to_baseline"]
  var json: [String: [String: Double]] = [:]
  for benchmark in benchmarks {
    guard let measurement = byName[benchmark.name] else { continue }
    var figures = ["median_ns": measurement.medianNanoseconds]
    var line = benchmark.name.padding(toLength: 18, withPad: " ", startingAt: 0)
      + String(format: "%.1f", measurement.medianNanoseconds).leftPadded(12)
    if let baseline = benchmark.baseline, let limit = byName[baseline] {
      let ratios = measurement.roundRatios(to: limit)
      if let smallest = ratios.min(), let largest = ratios.max() {
        let ratio = median(ratios)
        figures["ratio_to_baseline"] = ratio
        figures["ratio_min"] = smallest
        figures["ratio_max"] = largest
        line += "  " + String(format: "%.1f", ratio) + "× " + baseline
          + " (rounds " + String(format: "%.1f", smallest) + "–" + String(format: "%.1f", largest) + ")"
      }
    }
    lines.append(line)
    json[benchmark.name] = figures
  }
  let data = (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data()
  lines.append(String(decoding: data, as: UTF8.self))
  return lines.joined(separator: "\n")
}

extension String {
  /// The string right-aligned in `width` columns.
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

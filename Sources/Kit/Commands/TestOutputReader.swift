/// Reads `swift test`'s output as it streams in: cuts it into lines (a chunk may end inside a
/// line, even inside a character) and remembers what the kit's closing summary needs.
struct TestOutputReader {
  /// The summary line of the Swift Testing run from its words on (`Test run with 12 tests …
  /// passed …`), once seen: the mark before them is left out, since the kit's summary puts its
  /// own `✔` or `✘` in front.
  private(set) var testRunLine: String?
  /// The different compiler errors seen (a compiler prints an error again under its source
  /// excerpt, and SwiftPM reports the same error from two jobs).
  private var errorLines: Set<String> = []
  /// How many different compiler errors the build reported.
  var errorCount: Int { errorLines.count }
  /// The first compiler error in a workbook file: the file, relative to the package folder,
  /// and the line.
  private(set) var workbookError: (file: String, line: Int)?
  /// The start of a line whose end has not come yet; it holds no newline.
  private var pending: [UInt8] = []

  /// Takes a chunk of output and returns the lines it completed. Only the new bytes are searched
  /// and the finished lines are dropped at once: searching a long line again at every chunk, and
  /// moving the rest of a chunk after every line, made a large output take quadratic time.
  mutating func read(_ bytes: [UInt8]) -> [String] {
    var lineStart = 0
    var searchFrom = pending.count
    pending += bytes
    var lines: [String] = []
    while let newline = pending[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(line(pending[lineStart..<newline]))
      lineStart = newline + 1
      searchFrom = lineStart
    }
    pending.removeFirst(lineStart)
    return lines
  }

  /// The last line when the output ends without a newline; nil when nothing is left.
  mutating func finish() -> String? {
    defer { pending.removeAll() }
    return pending.isEmpty ? nil : line(pending[...])
  }

  /// The summary `kit test` ends with, for a suite and how `swift test` ended (nil when the
  /// learner stopped it: Ctrl-C, or the terminal closing).
  func summary(suite: String, exitCode: Int32?) -> TestRunSummary {
    guard let exitCode else {
      return TestRunSummary(passed: false, text: "\(suite): stopped before the end.")
    }
    if let testRunLine {
      if testRunLine.contains("with 0 tests") {
        return TestRunSummary(passed: false, text: "\(suite): no test ran.")
      }
      return TestRunSummary(passed: exitCode == 0, text: "\(suite): \(testRunLine)")
    }
    if exitCode == 0 {
      return TestRunSummary(passed: false, text: "\(suite): no test ran.")
    }
    let errors = errorCount == 1 ? "1 error" : "\(errorCount) errors"
    let reason =
      errorCount > 0 ? "the build failed with \(errors) (see above)" : "see the output above"
    return TestRunSummary(
      passed: false,
      text: "\(suite): swift test ended with exit code \(exitCode) before any test ran: \(reason).")
  }

  private mutating func line(_ bytes: ArraySlice<UInt8>) -> String {
    var line = String(decoding: bytes, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    note(line)
    return line
  }

  private mutating func note(_ line: String) {
    if let words = line.range(of: "Test run with") {
      testRunLine = String(line[words.lowerBound...])
    } else if CompilerErrors.isError(line), !CompilerErrors.isSourceExcerpt(line) {
      errorLines.insert(line)
      if workbookError == nil { workbookError = CompilerErrors.workbookLocation(in: line) }
    }
  }
}

/// How a test run ended, in one line, and whether it counts as passed.
struct TestRunSummary: Equatable {
  /// Whether tests ran and all passed.
  var passed: Bool
  /// The line the kit prints at the end.
  var text: String
}

import TestTags
import Testing

@testable import Kit

/// How `kit test` reads `swift test`'s output as it streams, and how it sums the run up.
@Suite("Reading swift test's output", .tags(.kit))
struct TestOutputReaderTests {
  @Test("output is cut into lines, even when a chunk ends inside a line or a character")
  func lines() {
    var reader = TestOutputReader()
    let text = Array(
      "Build complete!\n✔ Test run with 3 tests in 1 suite passed after 0.01 seconds.\r\n".utf8)
    let checkmarkMiddle = 17
    #expect(reader.read(Array(text[..<5])) == [])
    #expect(reader.read(Array(text[5..<checkmarkMiddle])) == ["Build complete!"])
    #expect(
      reader.read(Array(text[checkmarkMiddle...]))
        == ["✔ Test run with 3 tests in 1 suite passed after 0.01 seconds."])
    #expect(reader.finish() == nil)
  }

  @Test("a line of a megabyte in small reads, and thousands of lines in one read, come out whole")
  func largeOutput() async {
    // Found by Fuzz/run compiler-output scaled up: each read searched the whole long line
    // again, and each line moved the rest of its read, so both took quadratic time. A tenth of
    // a second in a debug build: read on a thread of its own, the other tests' threads free.
    let (lines, rest) = await onThreadOfItsOwn {
      var reader = TestOutputReader()
      let long = Array(repeating: UInt8(ascii: "x"), count: 1_000_000)
      var lines: [String] = []
      for start in stride(from: 0, to: long.count, by: 4096) {
        lines += reader.read(Array(long[start..<min(start + 4096, long.count)]))
      }
      lines += reader.read(Array("\n".utf8) + Array(String(repeating: "ok\n", count: 20_000).utf8))
      return (lines, reader.finish())
    }
    #expect(lines.count == 20_001)
    #expect(lines.first?.utf8.count == 1_000_000)
    #expect(lines.dropFirst().allSatisfy { $0 == "ok" })
    #expect(rest == nil)
  }

  @Test("the last line without a newline comes out at the end")
  func lastLine() {
    var reader = TestOutputReader()
    #expect(reader.read(Array("partial".utf8)) == [])
    #expect(reader.finish() == "partial")
  }

  @Test("a passing run is summed up with Swift Testing's own line")
  func passed() {
    var reader = TestOutputReader()
    _ = reader.read(
      Array("  ✔ Test run with 12 tests in 3 suites passed after 0.2 seconds.\n".utf8))
    #expect(
      reader.summary(suite: "CounterTests", exitCode: 0)
        == TestRunSummary(
          passed: true,
          text: "CounterTests: Test run with 12 tests in 3 suites passed after 0.2 seconds."))
  }

  @Test("a failing run keeps its line and does not count as passed")
  func failed() {
    var reader = TestOutputReader()
    _ = reader.read(Array("✘ Test run with 4 tests failed after 0.1 seconds with 1 issue.\n".utf8))
    let summary = reader.summary(suite: "EffectsTests", exitCode: 1)
    #expect(!summary.passed)
    #expect(
      summary.text == "EffectsTests: Test run with 4 tests failed after 0.1 seconds with 1 issue."
    )
  }

  @Test("a run where no test ran is not a pass, whatever the exit code")
  func noTests() {
    var reader = TestOutputReader()
    _ = reader.read(Array("✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n".utf8))
    #expect(
      reader.summary(suite: "CounterTests", exitCode: 0)
        == TestRunSummary(passed: false, text: "CounterTests: no test ran."))
    #expect(!TestOutputReader().summary(suite: "CounterTests", exitCode: 0).passed)
  }

  @Test("a build that failed is summed up with its number of errors")
  func buildFailed() {
    var reader = TestOutputReader()
    _ = reader.read(
      Array("a.swift:1:1: error: cannot find 'x'\nb.swift:2:2: error: expected ')'\n".utf8))
    #expect(
      reader.summary(suite: "CounterTests", exitCode: 1).text
        == "CounterTests: swift test ended with exit code 1 before any test ran: the build failed with 2 errors (see above)."
    )
  }

  @Test(
    "one syntax error counts once: not again under its source excerpt, from a second job, or in SwiftPM's closing line"
  )
  func oneErrorCountsOnce() {
    var reader = TestOutputReader()
    let output = """
      /pkg/Exercises/Workbook/05-Alerts/ThirdButton.swift:12:5: error: expected ')' in expression list
      10 |   func f() {
      12 |     g(1
         |     `- error: expected ')' in expression list
      /pkg/Exercises/Workbook/05-Alerts/ThirdButton.swift:12:5: error: expected ')' in expression list
      error: emit-module command failed with exit code 1 (use -v to see invocation)

      """
    _ = reader.read(Array(output.utf8))
    #expect(
      reader.summary(suite: "AlertsTests", exitCode: 1).text
        == "AlertsTests: swift test ended with exit code 1 before any test ran: the build failed with 1 error (see above)."
    )
  }

  @Test("a run the learner stopped says so")
  func stopped() {
    #expect(
      TestOutputReader().summary(suite: "CounterTests", exitCode: nil)
        == TestRunSummary(passed: false, text: "CounterTests: stopped before the end."))
  }
}

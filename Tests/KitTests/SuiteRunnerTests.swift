import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// `kit test`'s streaming run, with a shell script standing in for `swift test` (running the
/// real one inside the test run would start the whole suite again).
@MainActor
@Suite("Streaming a test run", .tags(.kit), .timeLimit(.minutes(1)))
struct SuiteRunnerTests {
  private func run(script: String) async -> (exitCode: Int32, output: String, errors: String) {
    let recorder = RecordingConsole()
    var command = SuiteCommandLine(
      chapter: ChapterCatalog.chapters[0], packageRoot: FileManager.default.temporaryDirectory)
    command.arguments = ["sh", "-c", script]
    let run = SuiteRunner(
      command: command, suite: "CounterTests", console: recorder.console, stopSignals: [])
    let exitCode = await run.run()
    return (exitCode, recorder.output, recorder.errors)
  }

  @Test("the output comes through line by line, then the summary; a passing run exits 0")
  func passing() async {
    let (exitCode, output, _) = await run(
      script: "echo Build complete!; echo ✔ Test run with 2 tests in 1 suite passed.")
    #expect(exitCode == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0] == "$ sh -c 'echo Build complete!; echo ✔ Test run with 2 tests in 1 suite passed.'")
    #expect(lines[1].hasPrefix("  (in "))
    #expect(lines[2] == "Build complete!")
    #expect(lines[3] == "✔ Test run with 2 tests in 1 suite passed.")
    #expect(lines[4] == "")
    #expect(lines[5] == "✔ CounterTests: Test run with 2 tests in 1 suite passed.")
  }

  @Test("a build that fails: its errors, a summary that counts them, swift test's exit code")
  func buildFails() async {
    let (exitCode, output, _) = await run(
      script: "echo 'a.swift:3:1: error: cannot find x' >&2; exit 1")
    #expect(exitCode == 1)
    #expect(output.contains("a.swift:3:1: error: cannot find x\n"))
    #expect(
      output.hasSuffix(
        "✘ CounterTests: swift test ended with exit code 1 before any test ran: "
          + "the build failed with 1 error (see above).\n"))
  }

  @Test("a run where no test ran fails with exit code 1 even though swift test exited 0")
  func noTestRan() async {
    let (exitCode, output, _) = await run(script: "echo 'Build complete!'")
    #expect(exitCode == 1)
    #expect(output.hasSuffix("✘ CounterTests: no test ran.\n"))
  }

  @Test("a workbook file that does not compile: its file and line, what to do, then the suite again without the exercises")
  func workbookDoesNotCompile() async {
    let script = """
      if [ "$KIT_EXERCISES" = none ]; then
        printf '✔ Test run with 9 tests in 3 suites passed.\\n'
      else
        echo '/pkg/Exercises/Workbook/01-Counter/CounterStep.swift:12:5: error: cannot find x in scope'
        exit 1
      fi
      """
    let (exitCode, output, _) = await run(script: script)
    #expect(exitCode == 0)
    #expect(
      output.contains(
        """
        ✘ CounterTests: swift test ended with exit code 1 before any test ran: the build failed with 1 error (see above).
          Exercises/Workbook/01-Counter/CounterStep.swift, line 12, does not compile: fix it, or put its starting code back with kit reset ID (kit exercises lists the ids).
          Meanwhile, CounterTests again without the exercises:

        $ env KIT_EXERCISES=none sh -c 'if [ "$KIT_EXERCISES" = none ]; then
        """))
    #expect(output.hasSuffix("✔ CounterTests: Test run with 9 tests in 3 suites passed.\n"))
  }
}

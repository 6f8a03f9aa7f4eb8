import Dispatch
import Foundation
import TerminalUI

/// Runs a chapter's test suite as `kit test N` and the menu do: `swift test` as a child process
/// in a process group of its own, its output shown line by line as it comes, then a one-line
/// summary. When the build fails in a workbook file (a learner's exercise that does not compile
/// yet), it names the file and line, says what to do, and runs the suite again without the
/// exercises (`KIT_EXERCISES=none`), so one exercise never stops a chapter's tests. Ctrl-C (or
/// SIGTERM, SIGHUP) stops the child's whole group, first politely (SIGINT), then for good
/// (SIGKILL) after `gracePeriod` or at a second Ctrl-C, so the kit never hangs.
@MainActor
struct SuiteRunner {
  /// What to run, and where.
  var command: SuiteCommandLine
  /// The suite's name, for the summary.
  var suite: String
  /// Where the output goes.
  var console: KitConsole
  /// How long the child has to stop after Ctrl-C before it is killed.
  var gracePeriod = DispatchTimeInterval.seconds(3)
  /// The signals that stop the suite; tests pass none, so they leave the process's signal
  /// handling alone.
  var stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// Runs the suite and returns the exit code: 0 when tests ran and passed, 128 plus the signal
  /// after a stop (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP), `swift test`'s own code
  /// when it failed, 1 when it exited cleanly but no test ran.
  func run() async -> Int32 {
    let first = await run(command)
    guard first.stoppedBy == nil, first.exitCode != 0,
      let broken = first.workbookError
    else { return first.exitCode }
    let reset = owner(of: broken.file).map { "kit reset \($0)" } ?? "kit reset ID (kit exercises lists the ids)"
    console.print(
      "  \(broken.file), line \(broken.line), does not compile: fix it, or put its starting code "
        + "back with \(reset).")
    console.print("  Meanwhile, \(suite) again without the exercises:")
    console.print("")
    return await run(command.withoutExercises).exitCode
  }

  /// The id of the exercise whose workbook file is `file`, from the package's manifests.
  private func owner(of file: String) -> String? {
    let book = try? ExerciseBook.load(packageRoot: command.directory)
    return book?.exercises.first { $0.file == file }?.id
  }

  /// Runs one command to its end, its output streamed, then its summary.
  private func run(
    _ command: SuiteCommandLine
  ) async -> (exitCode: Int32, stoppedBy: Int32?, workbookError: (file: String, line: Int)?) {
    console.print("$ \(command.displayText)")
    console.print("  (in \(command.directory.path); Ctrl-C stops it)")
    let child: ChildProcess
    do {
      child = try ChildProcess(arguments: command.arguments, directory: command.directory)
    } catch {
      console.printError("kit: \(error.message)")
      return (1, nil, nil)
    }
    let stop = StopRequest()
    let grace = gracePeriod
    let signals =
      stopSignals.isEmpty
      ? nil
      : SignalMonitor(signals: stopSignals) { signal in
        guard stop.signal == nil else {
          child.kill()
          return
        }
        stop.signal = signal
        child.interrupt()
        DispatchQueue.main.asyncAfter(deadline: .now() + grace) {
          MainActor.assumeIsolated {
            if !stop.hasEnded { child.kill() }
          }
        }
      }
    var reader = TestOutputReader()
    var termination: ChildProcess.Termination?
    for await event in child.events {
      switch event {
      case .output(let bytes):
        for line in reader.read(bytes) { console.print(line) }
      case .ended(let ending):
        termination = ending
      }
    }
    stop.hasEnded = true
    signals?.stop()
    if let last = reader.finish() { console.print(last) }
    let exitCode = stop.signal == nil ? termination?.exitCode ?? 1 : nil
    let summary = reader.summary(suite: suite, exitCode: exitCode)
    console.print("")
    console.print((summary.passed ? "✔ " : "✘ ") + summary.text)
    if let signal = stop.signal { return (128 + signal, signal, nil) }
    return (summary.passed ? 0 : max(1, exitCode ?? 1), nil, reader.workbookError)
  }
}

/// The signal that asked the running suite to stop (Ctrl-C's SIGINT, SIGTERM, SIGHUP), if
/// any, and whether the suite has ended since.
@MainActor
private final class StopRequest {
  var signal: Int32?
  var hasEnded = false
}

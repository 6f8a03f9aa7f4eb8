import Dispatch
import Foundation
import TerminalUI

/// Runs a chapter's test suite as `kit test N` and the menu do: `swift test` as a child process
/// in a process group of its own, its output shown line by line as it comes, then a one-line
/// summary. Ctrl-C (or SIGTERM, SIGHUP) stops the child's whole group, first politely (SIGINT),
/// then for good (SIGKILL) after `gracePeriod` or at a second Ctrl-C, so the kit never hangs.
@MainActor
struct TestRun {
  /// What to run, and where.
  var command: TestCommand
  /// The suite's name, for the summary.
  var suite: String
  /// Where the output goes.
  var console: KitConsole
  /// How long the child has to stop after Ctrl-C before it is killed.
  var gracePeriod = DispatchTimeInterval.seconds(3)

  /// Runs the suite and returns the exit code: 0 when tests ran and passed, 130 after Ctrl-C,
  /// `swift test`'s own code when it failed, 1 when it exited cleanly but no test ran.
  func run() async -> Int32 {
    console.print("$ \(command.displayText)")
    console.print("  (in \(command.directory.path); Ctrl-C stops it)")
    let child: ChildProcess
    do {
      child = try ChildProcess(arguments: command.arguments, directory: command.directory)
    } catch {
      console.printError("kit: \(error.message)")
      return 1
    }
    let stop = StopRequest()
    let grace = gracePeriod
    let signals = SignalMonitor(signals: [SIGINT, SIGTERM, SIGHUP]) { _ in
      guard !stop.isRequested else {
        child.kill()
        return
      }
      stop.isRequested = true
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
    signals.stop()
    if let last = reader.finish() { console.print(last) }
    let exitCode = stop.isRequested ? nil : termination?.exitCode ?? 1
    let summary = reader.summary(suite: suite, exitCode: exitCode)
    console.print("")
    console.print((summary.passed ? "✔ " : "✘ ") + summary.text)
    guard let exitCode else { return 130 }
    return summary.passed ? 0 : max(1, exitCode)
  }
}

/// Whether Ctrl-C asked the running suite to stop, and whether it has ended since.
@MainActor
private final class StopRequest {
  var isRequested = false
  var hasEnded = false
}

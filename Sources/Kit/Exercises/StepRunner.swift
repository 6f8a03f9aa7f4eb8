import Dispatch
import Foundation

/// Runs a `ProcessStep` and reports how it went. The kit runs real child processes; tests
/// stand in for them (running `swift test` inside the test run would start it all again).
@MainActor
struct StepRunner {
  /// Runs a step, stopping it when the switch is flipped; `onLine` gets each line of output as
  /// it comes (for a progress line).
  var run:
    @MainActor (
      _ step: ProcessStep, _ stop: StopSwitch, _ onLine: @escaping @MainActor (String) -> Void
    ) async -> StepOutcome

  /// Steps run as child processes, each in a process group of its own, ended with the whole
  /// group at the time limit.
  static var childProcesses: StepRunner {
    StepRunner { step, stop, onLine in
      if stop.isStopped, let signal = stop.signal {
        return StepOutcome(ending: .stopped(by: signal), output: "")
      }
      let child: ChildProcess
      do throws(ChildProcessError) {
        child = try ChildProcess(arguments: step.spawnArguments, directory: step.directory)
      } catch {
        return StepOutcome(ending: .couldNotStart(error.message), output: "")
      }
      stop.attach(child)
      defer { stop.detach() }
      let limit = TimeLimit()
      DispatchQueue.main.asyncAfter(deadline: .now() + step.timeLimit.dispatchInterval) {
        MainActor.assumeIsolated {
          guard !limit.hasEnded else { return }
          limit.wasReached = true
          child.kill()
        }
      }
      var reader = TestOutputReader()
      var lines: [String] = []
      var termination = ChildProcess.Termination.exited(1)
      for await event in child.events {
        switch event {
        case .output(let bytes):
          for line in reader.read(bytes) {
            lines.append(line)
            onLine(line)
          }
        case .ended(let ending):
          termination = ending
        }
      }
      limit.hasEnded = true
      if let last = reader.finish() { lines.append(last) }
      let output = lines.joined(separator: "\n")
      if let signal = stop.signal {
        return StepOutcome(ending: .stopped(by: signal), output: output)
      }
      if limit.wasReached { return StepOutcome(ending: .timedOut, output: output) }
      switch termination {
      case .exited(let status): return StepOutcome(ending: .exited(status), output: output)
      case .signaled(let signal): return StepOutcome(ending: .signaled(signal), output: output)
      }
    }
  }
}

/// Whether a step's time limit was reached before it ended.
@MainActor
private final class TimeLimit {
  var hasEnded = false
  var wasReached = false
}

extension Duration {
  /// The duration for Dispatch's timers, to the millisecond.
  var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    guard !milliseconds.overflow else { return .never }
    return .milliseconds(
      Int(clamping: milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
  }
}

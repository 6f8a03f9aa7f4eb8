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
  /// group at the time limit (the second phase's, once its marker came).
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
      let limit = TimeLimit(child: child)
      limit.start(step.timeLimit)
      var reader = TestOutputReader()
      var lines: [String] = []
      var reachedSecondPhase = false
      var termination = ChildProcess.Termination.exited(1)
      for await event in child.events {
        switch event {
        case .output(let bytes):
          for line in reader.read(bytes) {
            lines.append(line)
            if let phase = step.phaseLimit, !reachedSecondPhase, line.hasPrefix(phase.marker) {
              reachedSecondPhase = true
              limit.start(phase.timeLimit)
            }
            onLine(line)
          }
        case .ended(let ending):
          termination = ending
        }
      }
      limit.hasEnded = true
      if let last = reader.finish() { lines.append(last) }
      let ending: StepOutcome.Ending
      if let signal = stop.signal {
        ending = .stopped(by: signal)
      } else if limit.wasReached {
        ending = .timedOut
      } else {
        switch termination {
        case .exited(let status): ending = .exited(status)
        case .signaled(let signal): ending = .signaled(signal)
        }
      }
      return StepOutcome(
        ending: ending, output: lines.joined(separator: "\n"),
        reachedSecondPhase: reachedSecondPhase)
    }
  }
}

/// A child's time limit: `start` (again) sets a new deadline in place of the last one; the
/// child's group is killed if it has not ended by then.
@MainActor
private final class TimeLimit {
  var hasEnded = false
  var wasReached = false
  private let child: ChildProcess
  private var deadline = 0

  init(child: ChildProcess) {
    self.child = child
  }

  func start(_ duration: Duration) {
    deadline += 1
    let current = deadline
    DispatchQueue.main.asyncAfter(deadline: .now() + duration.dispatchInterval) {
      MainActor.assumeIsolated {
        guard !self.hasEnded, self.deadline == current else { return }
        self.wasReached = true
        self.child.kill()
      }
    }
  }
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

import Dispatch
import TerminalUI

/// Stops what an exercise command runs when the learner asks (Ctrl-C, or SIGTERM, SIGHUP):
/// the running child's whole process group is interrupted, then killed after a grace period or
/// at a second signal. Commands that run several steps (`kit check`, `kit watch`) share one, so
/// they stop between steps too.
@MainActor
final class StopSwitch {
  /// The signal that asked to stop, once one did.
  private(set) var signal: Int32?
  /// How long a child has to stop after SIGINT before it is killed.
  var gracePeriod = DispatchTimeInterval.seconds(3)
  private var child: ChildProcess?
  private var monitor: SignalMonitor?

  /// A switch that nothing has flipped yet.
  init() {}

  /// Whether a stop was asked for.
  var isStopped: Bool { signal != nil }

  /// Flips the switch when one of `signals` arrives, until `stopListening()`; with no signals,
  /// only `stop(by:)` flips it (tests leave the process's signal handling alone that way).
  func listen(to signals: [Int32]) {
    guard !signals.isEmpty else { return }
    monitor = SignalMonitor(signals: signals) { [weak self] signal in self?.stop(by: signal) }
  }

  /// Gives the signals their usual handling back.
  func stopListening() {
    monitor?.stop()
    monitor = nil
  }

  /// Asks to stop: the first time, the running child is interrupted (and killed if it has not
  /// ended after the grace period); a second time, it is killed at once.
  func stop(by signal: Int32) {
    guard self.signal == nil else {
      child?.kill()
      return
    }
    self.signal = signal
    guard let child else { return }
    child.interrupt()
    DispatchQueue.main.asyncAfter(deadline: .now() + gracePeriod) { [weak self] in
      MainActor.assumeIsolated {
        if self?.child === child { child.kill() }
      }
    }
  }

  /// The child that is running now; one started after a stop is killed at once.
  func attach(_ child: ChildProcess) {
    self.child = child
    if signal != nil { child.kill() }
  }

  /// The running child has ended.
  func detach() {
    child = nil
  }
}

import Dispatch
import Foundation

extension TerminalApp {
  /// Runs the app full screen until it quits: `q` or the end of input (0), Ctrl-C or SIGINT (130),
  /// SIGTERM (143), SIGHUP (129), the terminal restored on each. `demo` plays a step every 2.5 s
  /// divided by `speed`.
  func runInteractive(session: TerminalSession, demo demoSteps: [DemoStep]?, speed: Double) async -> Int32 {
    await session.withFullScreen(.raw) {
      var keyboard: KeyboardInput?
      var signals: SignalMonitor?
      var animation: RepeatingTimer?
      var demoTimer: RepeatingTimer?
      let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
        terminal.onExit = { continuation.resume(returning: $0) }
        keyboard = KeyboardInput(
          onKey: { [weak self] key in self?.press(key) },
          onEnd: { [weak self] in self?.quit(0) })
        signals = SignalMonitor(signals: [SIGWINCH, SIGTERM, SIGINT, SIGHUP]) { [weak self] signal in
          guard let self else { return }
          switch signal {
          case SIGWINCH:
            self.terminal.renderer.invalidate()
            self.redraw()
          case SIGINT: self.quit(130)
          case SIGHUP: self.quit(129)
          default: self.quit(143)
          }
        }
        terminal.onRedraw = { [weak self] in
          guard let self, self.exitCode == nil else { return }
          if self.viewRuntime.showsProgress, animation == nil {
            animation = RepeatingTimer(interval: .milliseconds(100)) { [weak self] in
              self?.advanceAnimation()
            }
          } else if !self.viewRuntime.showsProgress, let running = animation {
            running.stop()
            animation = nil
          }
        }
        if let demoSteps {
          self.demo.start(demoSteps)
          let milliseconds = min(max(50, 2500 / speed), 600_000)
          let interval = DispatchTimeInterval.milliseconds(Int(milliseconds))
          demoTimer = RepeatingTimer(interval: interval) { [weak self] in
            // While the learner reads the chapter, the demo waits: its steps act on the app.
            guard let self, !self.demo.isPaused, self.runtimeOnTop === self.viewRuntime else { return }
            self.demo.advance(self)
            if self.demo.isOver { demoTimer?.stop() }
          }
        }
        attach(to: session)
      }
      keyboard?.stop()
      signals?.stop()
      animation?.stop()
      demoTimer?.stop()
      terminal.onRedraw = nil
      return code
    }
  }
}

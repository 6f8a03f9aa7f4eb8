/// What the package's tests and tools read and set of a running app: `package`, not public, so
/// the app's public surface stays its `App`-like one.
extension TerminalApp {
  /// Whether styles are drawn; `run()` decides from the environment and the command line.
  package var styleSupport: StyleSupport {
    get { terminal.renderer.styleSupport }
    set { terminal.renderer.styleSupport = newValue }
  }

  /// Advances the animation by one frame and redraws (the interactive mode's timer, and tests).
  package func advanceAnimation() {
    terminal.tick += 1
    redraw()
  }

  /// Waits until the effects of every action sent so far have finished.
  package func finishEffects() async {
    await sent.finishAll()
  }

  /// Whether the action log panel is shown.
  package var isLogVisible: Bool { logPanel.isVisible }

  /// The step time travel shows (0 is the start), or nil while the app shows the present.
  package var viewedStep: Int? { timeTravel.viewedStep }

  /// The number of the newest step: how many actions the session has.
  package var lastStep: Int { timeTravel.lastStep }

  /// Starts the demo, or one made from a script's lines (`--demo --script FILE`), on a virtual
  /// terminal without playing it (`advanceDemo()` steps it).
  package func startDemo(on terminal: VirtualTerminal, script lines: [String]? = nil) {
    demo.start(lines.map(DemoStep.steps(fromScript:)) ?? demo.steps)
    start(on: terminal)
  }

  /// Plays the demo's next step.
  package func advanceDemo() { demo.advance(self) }

  /// Whether the demo played its last step and was advanced once more.
  package var isDemoOver: Bool { demo.isOver }

  /// How long a script's `wait` lets effects run before it gives up.
  package var waitLimit: Duration {
    get { script.waitLimit }
    set { script.waitLimit = newValue }
  }

  /// Saves the session to `path` now and after every command from now on (`--record FILE`).
  package func record(to path: String) {
    status = recording.save(to: path)
    redraw()
  }

  /// Turns the presenter view on as the session starts (`--present`), recorded as `present`.
  package func startPresenting() {
    presenter.isPresenting = true
    status = recording.record(.command("present"), after: nil) ?? status
    redraw()
  }
}

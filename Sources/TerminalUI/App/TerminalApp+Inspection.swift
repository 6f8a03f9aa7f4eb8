import Composable

/// What the package's tests and tools read and set of a running app, beside what a chapter's
/// program uses: `package`, not public, so the app's public surface stays its `App`-like one.
extension TerminalApp {
  /// Whether `l` opens the action log; an app that teaches nothing with it (a launcher's own
  /// list of apps) turns it off.
  public var offersActionLog: Bool {
    get { logPanel.isOffered }
    set { logPanel.isOffered = newValue }
  }

  /// The demo as it plays when something fails: `DemoRunner.stepsAfterFailure`.
  public var demoAfterFailure: [DemoStep] {
    get { demo.stepsAfterFailure }
    set { demo.stepsAfterFailure = newValue }
  }

  /// Whether styles are drawn; `run()` decides from the environment and the command line.
  package var styleSupport: StyleSupport {
    get { terminal.styleSupport }
    set { terminal.styleSupport = newValue }
  }

  /// The animation tick that spinners show; it advances while the app is busy.
  package var tick: Int { terminal.tick }

  /// Whether the view shows progress: spinners animate meanwhile.
  package var isAnimating: Bool { viewRuntime.showsProgress }

  /// Advances the animation by one frame and redraws (the interactive mode's timer calls it;
  /// tests call it to step a spinner without waiting).
  package func advanceAnimation() {
    terminal.tick += 1
    redraw()
  }

  /// Waits until the effects of every action sent so far have finished (tests use it to see
  /// what an effect did, without waiting on the clock).
  package func finishEffects() async {
    await sent.finishAll()
  }

  /// Whether the action log panel is shown.
  package var isLogVisible: Bool { logPanel.isVisible }

  /// How much of the screen the action log takes while it is shown.
  package var logLayout: LogLayout { logPanel.layout }

  /// The step time travel shows (0 is the start, 1 the state after the first action), or nil
  /// while the app shows the present.
  package var viewedStep: Int? { timeTravel.viewedStep }

  /// The number of the newest step: how many actions the session has.
  package var lastStep: Int { timeTravel.lastStep }

  /// Starts the captioned walk-through on a virtual terminal without playing it: tests step it
  /// with `advanceDemo()` or the → key and pause it with Space.
  package func startDemo(on terminal: VirtualTerminal) {
    demo.start(demo.steps)
    start(on: terminal)
  }

  /// Starts a walk-through made from a script (what `--demo --script FILE` plays) on a virtual
  /// terminal without playing it.
  package func startDemo(on terminal: VirtualTerminal, script lines: [String]) {
    demo.start(DemoStep.steps(fromScript: lines))
    start(on: terminal)
  }

  /// Plays the demo's next step: `DemoRunner.advance`.
  package func advanceDemo() { demo.advance(self) }

  /// Whether the demo is paused.
  package var isDemoPaused: Bool { demo.isPaused }

  /// Whether the demo played its last step and was advanced once more.
  package var isDemoOver: Bool { demo.isOver }

  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  package var waitLimit: Duration {
    get { script.waitLimit }
    set { script.waitLimit = newValue }
  }

  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  package var scriptClock: any Clock<Duration> {
    get { script.clock }
    set { script.clock = newValue }
  }

  /// Where `S` saves a session that has no file yet: `Sessions` in the current directory
  /// (made when needed; the kit's repository ignores it) unless changed. The path is shown when
  /// saving and again on exit.
  package var sessionFolder: String {
    get { recording.folder }
    set { recording.folder = newValue }
  }

  /// Saves the session to `path` now and after every command from now on (what `--record FILE`
  /// does); the commands played so far are in it too.
  package func record(to path: String) {
    status = recording.save(to: path)
    redraw()
  }

  /// Turns the presenter view on as the session starts (`--present`): a recording starts with
  /// `present`, so its replay is in the presenter view too and each later `present` toggles it
  /// the same way.
  package func startPresenting() {
    presenter.isPresenting = true
    status = recording.record(.command("present"), after: nil) ?? status
    redraw()
  }

  /// The session so far as a script: what `--record` and `S` write.
  package var sessionScript: String { recording.script }

  /// What the app says on exit when the session was saved: where, and how to replay it; nil
  /// when it was not.
  package var sessionSavedMessage: String? { recording.savedMessage }
}

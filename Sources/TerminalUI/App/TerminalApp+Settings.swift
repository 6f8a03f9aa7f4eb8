extension TerminalApp {
  /// The animation tick that spinners show; it advances while the app is busy.
  public var tick: Int { terminal.tick }

  /// Whether styles are drawn; `run()` decides from the environment and the command line.
  public var styleSupport: StyleSupport {
    get { terminal.styleSupport }
    set { terminal.styleSupport = newValue }
  }

  /// Whether `l` opens the action log; an app that teaches nothing with it (a launcher's own
  /// list of apps) turns it off.
  public var offersActionLog: Bool {
    get { logPanelState.isOffered }
    set { logPanelState.isOffered = newValue }
  }

  /// Whether the action log panel is shown.
  public var isLogVisible: Bool { logPanelState.isVisible }

  /// How much of the screen the action log takes while it is shown.
  public var logLayout: ActionLogPanel.Layout { logPanelState.layout }

  /// The demo as it plays when something fails: `DemoRunner.stepsAfterFailure`.
  public var demoAfterFailure: [DemoStep] {
    get { demo.stepsAfterFailure }
    set { demo.stepsAfterFailure = newValue }
  }

  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  public var waitLimit: Duration {
    get { script.waitLimit }
    set { script.waitLimit = newValue }
  }

  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  public var scriptClock: any Clock<Duration> {
    get { script.clock }
    set { script.clock = newValue }
  }

  /// Where `S` saves a session that has no file yet: `Sessions` in the current directory
  /// (made when needed; the kit's repository ignores it) unless changed. The path is shown when
  /// saving and again on exit.
  public var sessionFolder: String {
    get { recording.folder }
    set { recording.folder = newValue }
  }
}

import Composable

/// A chapter's app in the terminal: a real `Store`, a view in SwiftUI's shape whose controls are
/// the whole interaction, and the chrome around it: header, footer, action log (`l`), help (`?`),
/// the chapter's text (`r`), quit (`q`, Ctrl-C) and the instructor's tools.
///
/// Like SwiftUI's `App`, it is made from a scene's content (`init`) and run (`main()`,
/// `run(arguments:)`), in the mode its command line picks. Its run loop (`+Keys`) hands each key
/// to the tool on top and draws once after it. Tests run it on a `VirtualTerminal` (`start(on:)`)
/// or feed it a script (`runScript(_:size:output:errorOutput:)`).
@MainActor
public final class TerminalApp<State, Action> {
  /// The store the app runs; every action it receives lands in `log`.
  public let store: Store<State, Action>
  /// Every action the store received and the state diff it caused.
  public let log: ActionLog
  /// The chapter's number, shown in the header.
  public let chapter: Int?
  /// The app's title, shown in the header.
  public let title: String
  /// The chapter's Markdown text, read with `r`; nil when there is none.
  public let chapterText: String?
  /// The smallest window the view fits in; smaller windows show a message instead.
  public let minimumSize: TerminalSize
  /// The exit code once the app quit (0 for `q`, 130 for Ctrl-C), nil while it runs.
  public internal(set) var exitCode: Int32?
  /// What `q` says it does when the program that started the app goes on after it; nil: quit.
  public var quitLabel: String?

  /// Time travel: the store underneath `store`, the timeline, the effect ledger, the step shown.
  let timeTravel: TimeTravel<State, Action>
  /// The session's recording.
  let recording: SessionRecording
  /// The `--demo` walk-through.
  let demo: DemoRunner
  /// What runs a script, and how its `wait` waits.
  let script = ScriptRunner()
  /// The action log panel: shown, scrolled, laid out.
  var logPanel = LogPanel()
  /// The presenter view.
  var presenter = Presenter()
  /// A message shown above the footer until the next key, e.g. where the session was saved.
  var status: String?
  /// What fills the screen.
  var panel = Panel.main
  /// The terminal drawn on, while the app runs on one.
  let terminal = TerminalAttachment()
  /// The tasks of what was sent: effects in flight, and what the view sent for the current key.
  let sent = SentTasks()
  /// The chapter's view as the app's store shows it (time travel's step while it shows one).
  private let content: (Store<State, Action>) -> any View
  /// The chapter's view's runtime: focus, presses, typing, appearances.
  private(set) lazy var viewRuntime: ViewRuntime = {
    let viewStore = store.reportingTasks { [weak self] task in self?.sent.trackFromView(task) }
    return ViewRuntime { [unowned self] in content(timeTravel.displayedStore(present: viewStore)) }
  }()
  /// The runtime of the app's whole screen (`screenView()`): the chrome and the app's own keys.
  private(set) lazy var chrome = ViewRuntime { [unowned self] in resolve(screenView(), in: ResolveContext()) }
  /// The window the last frame was drawn for.
  var frameSize = TerminalSize.standard
  /// The reader's key hints, worked out on its buttons before its frame is drawn.
  var readerHints: [KeyHint] = []

  /// What fills the screen.
  enum Panel: Equatable {
    case main
    case help
    /// The chapter's text in the reader, where it is scrolled to.
    case reader(ReaderPosition)
  }

  /// An app running `reducer` from `initialState`, drawn by the view `content` makes from the
  /// app's store: `TerminalApp(title: …, initialState: …, reducer: CounterDomain()) {
  /// CounterView(store: $0) }`. `withDependencies` changes dependencies as `Store` does; `demo`
  /// is the `--demo` walk-through, which goes on with `demoAfterFailure` once an action failed;
  /// without `offersActionLog`, `l` and the instructor's keys are left out (a launcher's menu).
  public init<R: Reducer, Content: View>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12), offersActionLog: Bool = true,
    demo: [DemoStep] = [], demoAfterFailure: [DemoStep] = [],
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) where R.State == State, R.Action == Action {
    let log = ActionLog()
    self.log = log
    self.timeTravel = TimeTravel(start: initialState, log: log, reducer: reducer, withDependencies: withDependencies)
    self.store = timeTravel.store.scope(state: \.self, action: TimelineAction.feature)
    self.recording = SessionRecording(log: log) { [timeTravel] in timeTravel.effectsRun }
    self.chapter = chapter
    self.title = title
    self.chapterText = chapterText
    self.minimumSize = minimumSize
    self.demo = DemoRunner(steps: demo)
    self.demo.stepsAfterFailure = demoAfterFailure
    logPanel.isOffered = offersActionLog
    self.content = { content($0) }
  }

  /// Runs the app on a virtual terminal: draws on it, takes its keys and resizes, redraws after
  /// every change of the store's state, until the app quits.
  public func start(on terminal: VirtualTerminal) {
    terminal.onKey = { key in self.press(key) }
    terminal.onKeys = { keys in self.drawingOnce { for key in keys { self.press(key) } } }
    terminal.onResize = { _ in self.redraw() }
    self.terminal.onExit = { [weak terminal] _ in
      terminal?.onKey = nil
      terminal?.onKeys = nil
      terminal?.onResize = nil
    }
    attach(to: terminal)
  }

  /// Draws the current frame on the attached terminal, writing only what changed (inside
  /// `drawingOnce`, when it ends).
  func redraw() {
    guard !terminal.holdsChanges, let device = terminal.device else { return }
    let output = terminal.renderer.render(frame(size: device.size), size: device.size, minimumSize: minimumSize)
    if !output.isEmpty { device.write(output) }
    terminal.onRedraw?()
    _ = viewRuntime.runAppearances()
  }

  /// Runs `body`, which may change the state several times, and draws once after it, as SwiftUI
  /// draws once per turn of its run loop (nothing is drawn once the app quit).
  func drawingOnce<Result>(_ body: () -> Result) -> Result {
    guard !terminal.holdsChanges else { return body() }
    terminal.holdsChanges = true
    let result = body()
    terminal.holdsChanges = false
    if exitCode == nil { redraw() }
    return result
  }

  /// Starts drawing on `device` with a fresh renderer, and redrawing after every change of the
  /// store's state.
  func attach(to device: any TerminalDevice) {
    terminal.device = device
    terminal.renderer = Renderer(styleSupport: terminal.renderer.styleSupport)
    terminal.observation = store.observe { [weak self] in self?.redraw() }
    redraw()
  }

  /// Ends the app with an exit code: `q` (0), Ctrl-C (130), a signal, or a launcher whose
  /// state asks for it.
  public func stop(exitCode code: Int32) {
    guard exitCode == nil else { return }
    exitCode = code
    _ = recording.write()
    terminal.observation = nil  // its token's end cancels it
    viewRuntime.disappearAll()
    terminal.onExit?(code)
  }
}

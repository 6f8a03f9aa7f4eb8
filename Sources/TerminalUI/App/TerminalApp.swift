import Composable

/// A chapter's app in the terminal: a real `Store`, a view in SwiftUI's shape whose controls are
/// the whole interaction, and everything around them: header, footer, action log panel (`l`),
/// help (`?`), the chapter's text in a pager (`r`), quit (`q`, Ctrl-C).
///
/// `run()` picks the mode from the command line: interactive on a terminal, `--script FILE` or
/// piped commands, `--demo`, `--help`. Tests run it on a `VirtualTerminal` with
/// `start(on:)` or feed it a script with `runScript(_:size:output:errorOutput:)`.
@MainActor
public final class TerminalApp<State, Action> {
  /// The store the app runs; every action it receives lands in `log`.
  public let store: Store<State, Action>
  /// The store underneath `store`: the feature's actions, and time travel's way back.
  let timelineStore: Store<State, TimelineAction<State, Action>>
  /// Time travel: the timeline, the effect ledger, the step shown.
  let timeTravel: TimeTravel<State, Action>
  /// The session's recording.
  var recording = SessionRecording()
  /// The presenter view and the status line.
  var instructor = InstructorState()
  /// Where `S` saves a session that has no file yet: `Sessions` in the current directory
  /// (made when needed; the kit's repository ignores it) unless changed. The path is shown when
  /// saving and again on exit.
  public var sessionFolder = "Sessions"
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
  /// The animation tick that spinners show; it advances while the app is busy.
  public internal(set) var tick = 0
  /// Whether the action log panel is shown.
  public internal(set) var isLogVisible = false
  /// The exit code once the app quit (0 for `q`, 130 for Ctrl-C), nil while it runs.
  public internal(set) var exitCode: Int32?
  /// Whether styles are drawn; `run()` decides from the environment and the command line.
  public var styleSupport: StyleSupport = .plain
  /// The demo as it plays when something fails (an action carrying an error, such as a network
  /// error on a live client): from the first failure on, the steps still to play come from it,
  /// at the same position. Empty keeps the demo's own steps whatever happens.
  public var demoAfterFailure: [DemoStep] = []
  /// Whether `l` opens the action log; an app that teaches nothing with it (a launcher's own
  /// list of apps) turns it off.
  public var offersActionLog = true
  /// What `q` and Ctrl-C say they do when the program that started the app goes on after it
  /// (`--quit-label "back to the list"`); nil: they quit.
  public var quitLabel: String?
  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  public var waitLimit: Duration = .seconds(10)
  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  public var scriptClock: any Clock<Duration> = ContinuousClock()

  let demoSteps: [DemoStep]

  var panel = Panel.main
  var logScrollBack = 0
  /// How much of the screen the action log takes while it is shown.
  public internal(set) var logLayout = ActionLogPanel.Layout.side
  var demo: DemoPlayer?
  var device: (any TerminalDevice)?
  var renderer = Renderer(styleSupport: .plain)
  var observation: ObserveToken?
  var effectsInFlight: [StoreTask] = []
  var onExit: ((Int32) -> Void)?
  /// The view's runtime: focus, presses, typing, appearances.
  let viewRuntime: ViewRuntime
  /// The tasks of the actions the view sent while handling the current key.
  var tasksSentByView: [StoreTask] = []
  var onRedraw: (() -> Void)?

  /// What fills the screen.
  enum Panel: Equatable {
    case main
    case help
    case pager(PagerState)
  }

  /// An app running `reducer` from `initialState`, drawn by the view `content` makes from the
  /// app's store: `TerminalApp(title: …, initialState: …, reducer: CounterDomain()) {
  /// CounterView(store: $0) }`. The view's buttons, fields and presentations are the whole
  /// interaction. `withDependencies` changes dependencies for the reducer and its effects (e.g. a
  /// test client), as `Store` does. While time travel shows a past step, the view gets a store
  /// holding that step's state.
  public init<R: Reducer, Content: View>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12),
    demo: [DemoStep] = [],
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) where R.State == State, R.Action == Action {
    let log = ActionLog()
    let timeTravel = TimeTravel<State, Action>(start: initialState)
    self.log = log
    self.timeTravel = timeTravel
    self.timelineStore = Store(
      initialState: initialState, reducer: {
        reducer.recorded(in: log, timeline: timeTravel.timeline, effects: timeTravel.effectLedger)
      },
      withDependencies: withDependencies)
    self.store = timelineStore.scope(state: \.self, action: TimelineAction.feature)
    self.chapter = chapter
    self.title = title
    self.chapterText = chapterText
    self.minimumSize = minimumSize
    self.demoSteps = demo
    let source = ViewSource()
    self.viewRuntime = ViewRuntime { source.makeView() }
    let viewStore = store.reportingTasks { [weak self] task in
      self?.track(task)
      self?.tasksSentByView.append(task)
    }
    source.makeView = { [weak self] in
      guard let self else { return EmptyView() }
      return content(self.viewedStep == nil ? viewStore : self.displayedStore)
    }
  }

  /// Whether the view shows progress: spinners animate meanwhile.
  public var isAnimating: Bool { viewRuntime.showsProgress }

  /// Advances the animation by one frame and redraws (the interactive mode's timer calls it;
  /// tests call it to step a spinner without waiting).
  public func advanceAnimation() {
    tick += 1
    redraw()
  }

  /// Waits until the effects of every action sent so far have finished (tests use it to see
  /// what an effect did, without waiting on the clock).
  public func finishEffects() async {
    while !effectsInFlight.isEmpty {
      let tasks = effectsInFlight
      effectsInFlight = []
      for task in tasks { await task.finish() }
    }
  }

  /// Draws the current frame on the attached terminal, writing only what changed.
  func redraw() {
    guard let device else { return }
    let size = device.size
    let output = renderer.render(frame(size: size), size: size, minimumSize: minimumSize)
    if !output.isEmpty { device.write(output) }
    onRedraw?()
    viewRuntime.runAppearances()
  }

  /// Starts drawing on `device` and redrawing after every change of the store's state.
  func attach(to device: any TerminalDevice) {
    self.device = device
    renderer = Renderer(styleSupport: styleSupport)
    observation = store.observe { [weak self] in self?.redraw() }
    redraw()
  }

  /// Ends the app with an exit code.
  func quit(_ code: Int32) {
    guard exitCode == nil else { return }
    exitCode = code
    writeSession()
    observation?.cancel()
    observation = nil
    viewRuntime.disappearAll()
    onExit?(code)
  }
}

/// Where the view runtime finds the app's view once the app is made (the view reads the app's
/// store and time travel's step, which exist only then).
@MainActor
private final class ViewSource {
  var makeView: () -> any View = { EmptyView() }
}

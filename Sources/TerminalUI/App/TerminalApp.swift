import Composable

/// A chapter's app in the terminal: a real `Store`, a view in SwiftUI's shape whose controls are
/// the interaction (`init(…content:)`; the kit's own menu and `TerminalUISample` are still
/// drawn as lines with a key map), and everything around them: header, footer, action log panel (`l`), help (`?`), the
/// chapter's text in a pager (`r`), quit (`q`, Ctrl-C).
///
/// `run()` picks the mode from the command line: interactive on a terminal, `--script FILE` or
/// piped commands, `--demo`, `--help`. Tests run it on a `VirtualTerminal` with
/// `start(on:)` or feed it a script with `runScript(_:size:output:errorOutput:)`.
@MainActor
public final class TerminalApp<State, Action, ScreenState> {
  /// The store the app runs; every action it receives lands in `log`.
  public let store: Store<State, Action>
  /// The store underneath `store`: the feature's actions, and time travel's way back.
  let timelineStore: Store<State, TimelineAction<State, Action>>
  /// The state after each action of the log, for time travel.
  let timeline: Timeline<State, ScreenState>
  /// The work each action's effects started and when it ended, for time travel.
  let effectLedger: EffectLedger<TimelineAction<State, Action>>
  /// Time travel, the session's recording and the presenter view.
  var instructor = InstructorState<State, Action>()
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
  /// The screen's own state (selection, focus), changed by key bindings.
  public internal(set) var screen: ScreenState {
    didSet { timeline.currentScreen = screen }
  }
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
  /// Whether `l` opens the action log; the kit's own menu, which teaches nothing with it,
  /// turns it off.
  public var offersActionLog = true
  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  public var waitLimit: Duration = .seconds(10)
  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  public var scriptClock: any Clock<Duration> = ContinuousClock()

  let view: (ViewContext<State, ScreenState>) -> [Line]
  let bindings: [KeyBinding<State, Action, ScreenState>]
  let isBusy: (State) -> Bool
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
  /// The SwiftUI-shaped view's runtime (focus, presses, appearances), for an app made from a
  /// `View`; nil for an app drawn as lines with a key map.
  var viewRuntime: ViewRuntime?
  /// The tasks of the actions the view sent while handling the current key.
  var tasksSentByView: [StoreTask] = []
  var onRedraw: (() -> Void)?

  /// What fills the screen.
  enum Panel: Equatable {
    case main
    case help
    case pager(PagerState)
  }

  /// An app running `reducer` from `initialState`; `withDependencies` changes dependencies for
  /// the reducer and its effects (e.g. a test client), as `Store` does.
  public init<R: Reducer>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil,
    screen: ScreenState, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12),
    isBusy: @escaping (State) -> Bool = { _ in false },
    keys: [KeyBinding<State, Action, ScreenState>], demo: [DemoStep] = [],
    view: @escaping (ViewContext<State, ScreenState>) -> [Line]
  ) where R.State == State, R.Action == Action {
    let log = ActionLog()
    let timeline = Timeline(start: initialState, screen: screen)
    let effectLedger = EffectLedger<TimelineAction<State, Action>>()
    self.log = log
    self.effectLedger = effectLedger
    self.timeline = timeline
    self.timelineStore = Store(
      initialState: initialState, reducer: {
        reducer.recorded(in: log, timeline: timeline, effects: effectLedger)
      },
      withDependencies: withDependencies)
    self.store = timelineStore.scope(state: \.self, action: TimelineAction.feature)
    self.chapter = chapter
    self.title = title
    self.chapterText = chapterText
    self.minimumSize = minimumSize
    self.screen = screen
    self.isBusy = isBusy
    self.bindings = keys
    self.demoSteps = demo
    self.view = view
  }

  /// Whether the feature is busy (loading): spinners animate meanwhile.
  public var isAnimating: Bool { isBusy(store.state) || viewRuntime?.showsProgress == true }

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
    viewRuntime?.runAppearances()
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
    viewRuntime?.disappearAll()
    onExit?(code)
  }
}

extension TerminalApp where ScreenState == NoScreenState {
  /// An app whose screen keeps no state of its own.
  public convenience init<R: Reducer>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12),
    isBusy: @escaping (State) -> Bool = { _ in false },
    keys: [KeyBinding<State, Action, NoScreenState>], demo: [DemoStep] = [],
    view: @escaping (ViewContext<State, NoScreenState>) -> [Line]
  ) where R.State == State, R.Action == Action {
    self.init(
      chapter: chapter, title: title, initialState: initialState, reducer: reducer,
      withDependencies: withDependencies, screen: NoScreenState(), chapterText: chapterText,
      minimumSize: minimumSize, isBusy: isBusy, keys: keys, demo: demo, view: view)
  }
}

import Composable

/// Time travel: the store underneath the app's, the timeline of the states and work the session
/// went through, and the step shown while viewing the past, with its keys and banner.
@MainActor
final class TimeTravel<State, Action> {
  /// The store underneath the app's store: the feature's actions, and time travel's way back.
  let store: Store<State, TimelineAction<State, Action>>
  /// The state after each action of the log, and the work running at each.
  private let timeline: Timeline<State, Action>
  /// The log the session's actions land in; continuing drops its later entries.
  private let log: ActionLog
  /// The step drawn while viewing the past; nil while the app shows the present.
  private(set) var viewedStep: Int?
  /// Whether the action log was open before time travel opened it.
  private var logWasVisible = false

  /// Time travel over a session of `reducer` from `state` logged in `log`.
  init<R: Reducer>(
    start state: State, log: ActionLog, reducer: R, withDependencies: ((inout DependencyValues) -> Void)?
  ) where R.State == State, R.Action == Action {
    let timeline = Timeline<State, Action>(start: state)
    (self.timeline, self.log) = (timeline, log)
    store = Store(
      initialState: state, reducer: { TimelineReducer(base: reducer, log: log, timeline: timeline) },
      withDependencies: withDependencies)
  }

  /// The number of the newest step: how many actions the session has.
  var lastStep: Int { timeline.lastStep }

  /// Whether the effects' work still runs (a timer never ends).
  var effectsRun: Bool { !timeline.effects.running.isEmpty }

  /// The banner shown while viewing the past.
  var banner: String? {
    viewedStep.map { "step \($0) of \(lastStep) · viewing the past · Enter: continue from here · Esc: back to now" }
  }

  /// The store a view draws from: `present`, or one holding the viewed step's state (it runs
  /// no reducer: nothing can be sent to the past).
  func displayedStore(present: Store<State, Action>) -> Store<State, Action> {
    guard let step = viewedStep else { return present }
    return Store(initialState: timeline.states[step]) { EmptyReducer<State, Action>() }
  }

  /// A key while viewing the past: `<` `>` or ← → step, Enter continues, Esc (or `>` past the
  /// newest) returns; nil for the app's own keys; any other does nothing, `status` says why.
  func handle(
    _ key: Key, logPanel: inout LogPanel, status: inout String?, track: (StoreTask) -> Void
  ) -> KeyResult? {
    guard let step = viewedStep else { return nil }
    switch key {
    case .left, .character("<"): stepBack(logPanel: &logPanel)
    case .right, .character(">"), .escape:
      let next = key == .escape || step + 1 >= lastStep ? nil : step + 1
      show(step: next, logPanel: &logPanel)
      if next == nil { logPanel.isVisible = logWasVisible }
    case .enter: return goOn(from: step, logPanel: &logPanel, track: track)
    case .character(let character) where "q?PS[]w".contains(character): return nil
    default: status = "viewing the past: Enter continues from here, Esc goes back to now"
    }
    return .handled
  }

  /// Shows the step before the one shown (from the present, before the newest, the log opened);
  /// the start is as far back as it goes.
  func stepBack(logPanel: inout LogPanel) {
    let shown = viewedStep ?? lastStep
    guard shown > 0 else { return }
    if viewedStep == nil { (logWasVisible, logPanel.isVisible) = (logPanel.isVisible, true) }
    show(step: shown - 1, logPanel: &logPanel)
  }

  /// Goes on from `step`: the store takes its state back, the later work is cancelled, the work
  /// running then starts again (`track` follows it), the log drops the later steps with a note.
  private func goOn(from step: Int, logPanel: inout LogPanel, track: (StoreTask) -> Void) -> KeyResult {
    let (past, dropped) = (timeline.states[step], lastStep - step)
    show(step: nil, logPanel: &logPanel)
    let (effect, restarted) = timeline.goBack(to: step)
    var note = "continued from step \(step): \(dropped) later action\(dropped == 1 ? "" : "s") dropped, their effects cancelled"
    if !restarted.isEmpty {
      let pieces = restarted.map { piece in
        "\(log.entries[piece.step - 1].action.prefix { $0 != "\n" }) (step \(piece.step))"
          + (piece.hasSent ? ", from its beginning (it had sent actions by then)" : "")
      }
      note += "; \(pieces.count == 1 ? "the effect" : "\(pieces.count) effects") still running then started again: "
        + pieces.joined(separator: "; ")
    }
    log.dropEntries(after: step, note: note)
    let task = store.send(.restore(past, effects: effect))
    track(task)
    return .sent([task])
  }

  /// Time travel's keys as help and `--help` list them.
  static var helpHint: KeyHint {
    KeyHint("< >", "step back and forward through the session; Enter continues from there, Esc returns")
  }

  /// The footer's hints while viewing the past: the keys help names (`<` is the only way in;
  /// ← → step too once there).
  static var hints: [KeyHint] {
    [KeyHint("< >", "step"), KeyHint("Enter", "continue from here"), KeyHint("Esc", "back to now")]
  }

  /// Shows `step` (nil: the present), the log at rest.
  private func show(step: Int?, logPanel: inout LogPanel) {
    viewedStep = step
    logPanel.scrollBack = 0
  }
}

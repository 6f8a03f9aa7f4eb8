import Composable

/// Time travel: the store underneath the app's, the states the session went through, the work
/// its effects started, and the step shown while viewing the past, with its keys and banner.
@MainActor
final class TimeTravel<State, Action> {
  /// The store underneath the app's store: the feature's actions, and time travel's way back.
  let store: Store<State, TimelineAction<State, Action>>
  /// The state after each action of the log.
  private let timeline: Timeline<State>
  /// The work each action's effects started and when it ended.
  private let effectLedger = EffectLedger<TimelineAction<State, Action>>()
  /// The log the session's actions land in; continuing drops its later entries.
  private let log: ActionLog
  /// The step drawn while viewing the past; nil while the app shows the present.
  private(set) var viewedStep: Int?
  /// Whether the action log was open before time travel opened it.
  private var logWasVisible = false
  /// A store holding the viewed step's state, for views that read a store.
  private var pastStore: (step: Int, store: Store<State, Action>)?

  /// Time travel over a session of `reducer` from `state` logged in `log`: its store records in
  /// the timeline and the effect ledger.
  init<R: Reducer>(
    start state: State, log: ActionLog, reducer: R, withDependencies: ((inout DependencyValues) -> Void)?
  ) where R.State == State, R.Action == Action {
    let (timeline, effects) = (Timeline(start: state), effectLedger)
    (self.timeline, self.log) = (timeline, log)
    store = Store(
      initialState: state, reducer: { reducer.recorded(in: log, timeline: timeline, effects: effects) },
      withDependencies: withDependencies)
  }

  /// The number of the newest step: how many actions the session has.
  var lastStep: Int { timeline.lastStep }

  /// The banner shown while viewing the past.
  var banner: String? {
    viewedStep.map { "step \($0) of \(lastStep) · viewing the past · Enter: continue from here · Esc: back to now" }
  }

  /// The store a view draws from: `present`, or one holding the viewed step's state (it runs
  /// no reducer: nothing can be sent to the past).
  func displayedStore(present: Store<State, Action>) -> Store<State, Action> {
    guard let step = viewedStep else { return present }
    if let past = pastStore, past.step == step { return past.store }
    let past = Store(initialState: timeline.state(at: step)) { EmptyReducer<State, Action>() }
    pastStore = (step, past)
    return past
  }

  /// A key while viewing the past: nil for those the app still takes (help, the log's, `P`,
  /// `S`, `q`); a key that is no command does nothing, and `status` says why.
  func handle(
    _ key: Key, logPanel: inout LogPanel, status: inout String?, track: (StoreTask) -> Void
  ) -> KeyResult? {
    if let command = Self.command(for: key) { return perform(command, logPanel: &logPanel, track: track) }
    if case .character(let character) = key, "q?PS[]w".contains(character) { return nil }
    status = "viewing the past: Enter continues from here, Esc goes back to now"
    return .handled
  }

  /// A key while viewing the past as a script command (`back`, `forward`, `continue`, `now`).
  func recordedEntry(for key: Key) -> ScriptedKey? {
    Self.command(for: key).map { .command($0.rawValue) }
  }

  /// The command a key means while viewing the past: `<` `>` or ← → step, Enter continues, Esc
  /// returns.
  private static func command(for key: Key) -> AppCommand? {
    switch key {
    case .left, .character("<"): .stepBack
    case .right, .character(">"): .stepForward
    case .enter: .continueFromHere
    case .escape: .backToNow
    default: nil
    }
  }

  /// Performs a command of time travel (the presenter's is not one): `.stepBack` shows the step
  /// before the one shown (from the present, before the newest) with the log open;
  /// `.stepForward` the step after it, past the newest the present; `.backToNow` the present,
  /// the log as it was; `.continueFromHere` goes on from the step shown.
  func perform(_ command: AppCommand, logPanel: inout LogPanel, track: (StoreTask) -> Void) -> KeyResult {
    switch (command, viewedStep) {
    case (.stepBack, let step):
      let shown = step ?? lastStep
      guard shown > 0 else { return step == nil ? .ignored : .handled }
      if step == nil {
        logWasVisible = logPanel.isVisible
        logPanel.isVisible = true
      }
      show(step: shown - 1, logPanel: &logPanel)
    case (.stepForward, let step?) where step + 1 < lastStep:
      show(step: step + 1, logPanel: &logPanel)
    case (.stepForward, _?), (.backToNow, _?):
      show(step: nil, logPanel: &logPanel)
      logPanel.isVisible = logWasVisible
    case (.continueFromHere, let step?):
      return goOn(from: step, logPanel: &logPanel, track: track)
    default:
      return .ignored
    }
    return .handled
  }

  /// Goes on from the step shown: the store takes its state back, the later steps' effects are
  /// cancelled, the work running then starts again (`track` follows it), and the log drops the
  /// later steps with a note naming the work started again.
  private func goOn(from step: Int, logPanel: inout LogPanel, track: (StoreTask) -> Void) -> KeyResult {
    let (past, dropped) = (timeline.state(at: step), lastStep - step)
    show(step: nil, logPanel: &logPanel)
    guard dropped > 0 else { return .handled }
    let continuation = effectLedger.continuing(from: step)
    timeline.drop(after: step)
    var note = "continued from step \(step): \(dropped) later action\(dropped == 1 ? "" : "s") dropped, their effects cancelled"
    if !continuation.restarted.isEmpty {
      let pieces = continuation.restarted.map { piece in
        "\(log.entries[piece.step - 1].action.prefix { $0 != "\n" }) (step \(piece.step))"
          + (piece.hadSent ? ", from its beginning (it had sent actions by then)" : "")
      }
      let count = pieces.count
      note += "; \(count == 1 ? "the effect" : "\(count) effects") still running then started again: "
        + pieces.joined(separator: "; ")
    }
    log.dropEntries(after: step, note: note)
    let task = store.send(.restore(past, effects: continuation.effect))
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
    pastStore = nil
    logPanel.scrollBack = 0
  }
}

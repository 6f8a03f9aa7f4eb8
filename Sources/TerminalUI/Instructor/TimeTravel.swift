import Composable

/// Time travel: the store underneath the app's, the states the session went through (the
/// timeline), the work its effects started (the effect ledger), and the step shown while
/// viewing the past, with its keys (`<` `>` step, Enter continues from there, Esc returns), its
/// banner and its hints.
@MainActor
final class TimeTravel<State, Action> {
  /// The store underneath the app's store: the feature's actions, and time travel's way back.
  let store: Store<State, TimelineAction<State, Action>>
  /// The state after each action of the log.
  let timeline: Timeline<State>
  /// The work each action's effects started and when it ended.
  let effectLedger: EffectLedger<TimelineAction<State, Action>>
  /// The log the session's actions land in; continuing drops its later entries.
  private let log: ActionLog
  /// The step drawn while viewing the past; nil while the app shows the present.
  private(set) var viewedStep: Int?
  /// Whether the action log was open before time travel opened it.
  private var logWasVisible = false
  /// A store holding the viewed step's state, for views that read a store.
  private var pastStore: (step: Int, store: Store<State, Action>)?

  /// Time travel over a session that starts from `state` and logs in `log`, run by the store
  /// `makeStore` makes to record in the timeline and the effect ledger.
  init(
    start state: State, log: ActionLog,
    store makeStore: (Timeline<State>, EffectLedger<TimelineAction<State, Action>>) -> Store<
      State, TimelineAction<State, Action>
    >
  ) {
    let timeline = Timeline(start: state)
    let effectLedger = EffectLedger<TimelineAction<State, Action>>()
    self.timeline = timeline
    self.effectLedger = effectLedger
    self.log = log
    store = makeStore(timeline, effectLedger)
  }

  /// The number of the newest step: how many actions the session has.
  var lastStep: Int { timeline.lastStep }

  /// The banner shown while viewing the past.
  var banner: String? {
    guard let step = viewedStep else { return nil }
    return "step \(step) of \(lastStep) · viewing the past · Enter: continue from here · Esc: back to now"
  }

  /// The store a store-reading view draws from: `present`, or one holding the viewed step's
  /// state (it runs no reducer: nothing can be sent to the past).
  func displayedStore(present: Store<State, Action>) -> Store<State, Action> {
    guard let step = viewedStep else { return present }
    if let past = pastStore, past.step == step { return past.store }
    let past = Store(initialState: timeline.state(at: step)) { EmptyReducer<State, Action>() }
    pastStore = (step, past)
    return past
  }

  /// The keys while viewing the past: ← → (or < >) step, Enter continues from here, Esc goes
  /// back to now; nil for the keys the app still takes then (help, the log's scrolling and
  /// width, presenter, saving, quitting). Any other key does nothing and `status` says why.
  func handle(
    _ key: Key, logPanel: inout LogPanel, status: inout String?, track: (StoreTask) -> Void
  ) -> KeyResult? {
    switch Self.command(for: key) {
    case .stepBack?: return stepBack(logPanel: &logPanel)
    case .stepForward?: return stepForward(logPanel: &logPanel)
    case .continueFromHere?: return continueFromHere(logPanel: &logPanel, track: track)
    case .backToNow?: return backToNow(logPanel: &logPanel)
    default:
      if case .character(let character) = key, "q?PS[]w".contains(character) { return nil }
      status = "viewing the past: Enter continues from here, Esc goes back to now"
      return .handled
    }
  }

  /// What a key press means as a script command while viewing the past (`back`, `forward`,
  /// `continue`, `now`); nil for the keys the app still takes then.
  func recordedEntry(for key: Key) -> ScriptedKey? {
    let command = Self.command(for: key)
    return ScriptCommand.instructorCommands.first { $0.value == command }.map { .command($0.key) }
  }

  /// The app's command a key means while viewing the past.
  private static func command(for key: Key) -> AppCommand? {
    switch key {
    case .left, .character("<"): .stepBack
    case .right, .character(">"): .stepForward
    case .enter: .continueFromHere
    case .escape: .backToNow
    default: nil
    }
  }

  /// Shows the step before the one shown (from the present, the one before the newest), with
  /// the action log open on it.
  func stepBack(logPanel: inout LogPanel) -> KeyResult {
    let shown = viewedStep ?? lastStep
    guard shown > 0 else { return viewedStep == nil ? .ignored : .handled }
    if viewedStep == nil {
      logWasVisible = logPanel.isVisible
      logPanel.isVisible = true
    }
    show(step: shown - 1, logPanel: &logPanel)
    return .handled
  }

  /// Shows the step after the one shown; past the newest, the present again.
  func stepForward(logPanel: inout LogPanel) -> KeyResult {
    guard let step = viewedStep else { return .ignored }
    if step + 1 >= lastStep { return backToNow(logPanel: &logPanel) }
    show(step: step + 1, logPanel: &logPanel)
    return .handled
  }

  /// Leaves the past: the app shows the present again, the log as it was.
  func backToNow(logPanel: inout LogPanel) -> KeyResult {
    guard viewedStep != nil else { return .ignored }
    show(step: nil, logPanel: &logPanel)
    logPanel.isVisible = logWasVisible
    return .handled
  }

  /// Goes on from the step shown: the store takes its state back, the effects the later steps
  /// started are cancelled, the work that was running at that step (a fetch in flight, a
  /// ticking timer) starts again from its effect (`track` follows it), and the log drops the
  /// later steps and says so, naming the work started again.
  func continueFromHere(logPanel: inout LogPanel, track: (StoreTask) -> Void) -> KeyResult {
    guard let step = viewedStep else { return .ignored }
    let past = timeline.state(at: step)
    let last = lastStep
    show(step: nil, logPanel: &logPanel)
    guard step < last else { return .handled }
    let continuation = effectLedger.continuing(from: step)
    timeline.drop(after: step)
    let dropped = last - step
    log.dropEntries(
      after: step,
      note:
        "continued from step \(step): \(dropped) later action\(dropped == 1 ? "" : "s") dropped, their effects cancelled"
        + restartNote(continuation.restarted))
    let task = store.send(.restore(past, effects: continuation.effect))
    track(task)
    return .sent([task])
  }

  /// What the note of a continuation adds about the work started again: the action that had
  /// started each piece, and that a piece which had already sent actions starts from its
  /// beginning.
  private func restartNote(_ restarted: [(step: Int, hadSent: Bool)]) -> String {
    guard !restarted.isEmpty else { return "" }
    let pieces = restarted.map { piece in
      let action = log.entries[piece.step - 1].action.prefix { $0 != "\n" }
      return "\(action) (step \(piece.step))"
        + (piece.hadSent ? ", from its beginning (it had sent actions by then)" : "")
    }
    let count = restarted.count
    return
      "; \(count == 1 ? "the effect" : "\(count) effects") still running then started again: "
      + pieces.joined(separator: "; ")
  }

  /// Time travel's keys as help and `--help` list them.
  static var helpHint: KeyHint {
    KeyHint("< >", "step back and forward through the session; Enter continues from there, Esc returns")
  }

  /// The footer's hints while viewing the past.
  static var hints: [KeyHint] {
    [KeyHint("← →", "step"), KeyHint("Enter", "continue from here"), KeyHint("Esc", "back to now")]
  }

  private func show(step: Int?, logPanel: inout LogPanel) {
    viewedStep = step
    pastStore = nil
    logPanel.scrollBack = 0
  }
}

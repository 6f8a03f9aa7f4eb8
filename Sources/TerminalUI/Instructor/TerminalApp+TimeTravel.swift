import Composable

extension TerminalApp {
  /// The step time travel shows (0 is the start, 1 the state after the first action), or nil
  /// while the app shows the present.
  public var viewedStep: Int? { timeTravel.viewedStep }

  /// The number of the newest step: how many actions the session has.
  public var lastStep: Int { timeTravel.timeline.lastStep }

  /// The banner shown while viewing the past.
  var timeTravelBanner: String? {
    guard let step = timeTravel.viewedStep else { return nil }
    return
      "step \(step) of \(timeTravel.timeline.lastStep) · viewing the past · Enter: continue from here · Esc: back to now"
  }

  /// The store a store-reading view draws from: the app's, or one holding the viewed step's
  /// state (it runs no reducer: nothing can be sent to the past).
  var displayedStore: Store<State, Action> {
    guard let step = timeTravel.viewedStep else { return store }
    if let past = timeTravel.pastStore, past.step == step { return past.store }
    let past = Store(initialState: timeTravel.timeline.state(at: step)) {
      EmptyReducer<State, Action>()
    }
    timeTravel.pastStore = (step, past)
    return past
  }

  /// Shows the step before the one shown (from the present, the one before the newest), with
  /// the action log open on it.
  func stepBack() -> KeyResult {
    let shown = timeTravel.viewedStep ?? timeTravel.timeline.lastStep
    guard shown > 0 else { return timeTravel.viewedStep == nil ? .ignored : .handled }
    if timeTravel.viewedStep == nil {
      timeTravel.logWasVisible = isLogVisible
      logPanelState.isVisible = true
    }
    show(step: shown - 1)
    return .handled
  }

  /// Shows the step after the one shown; past the newest, the present again.
  func stepForward() -> KeyResult {
    guard let step = timeTravel.viewedStep else { return .ignored }
    if step + 1 >= timeTravel.timeline.lastStep { return backToNow() }
    show(step: step + 1)
    return .handled
  }

  /// Leaves the past: the app shows the present again, the log as it was.
  func backToNow() -> KeyResult {
    guard timeTravel.viewedStep != nil else { return .ignored }
    show(step: nil)
    logPanelState.isVisible = timeTravel.logWasVisible
    return .handled
  }

  /// Goes on from the step shown: the store takes its state back, the effects the later steps
  /// started are cancelled, the work that was running at that step (a fetch in flight, a
  /// ticking timer) starts again from its effect, and the log drops the later steps and says
  /// so, naming the work started again.
  func continueFromHere() -> KeyResult {
    guard let step = timeTravel.viewedStep else { return .ignored }
    let past = timeTravel.timeline.state(at: step)
    let last = timeTravel.timeline.lastStep
    show(step: nil)
    guard step < last else { return .handled }
    let continuation = timeTravel.effectLedger.continuing(from: step)
    timeTravel.timeline.drop(after: step)
    let dropped = last - step
    log.dropEntries(
      after: step,
      note:
        "continued from step \(step): \(dropped) later action\(dropped == 1 ? "" : "s") dropped, their effects cancelled"
        + restartNote(continuation.restarted))
    let task = timeTravel.store.send(.restore(past, effects: continuation.effect))
    track(task)
    redraw()
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

  /// The keys while viewing the past: ← → (or < >) step, Enter continues from here, Esc goes
  /// back to now; help, the log's scrolling and width, presenter, saving and quitting still
  /// work; the app's own keys do not reach the past, and say so.
  func handleWhileViewingPast(_ key: Key) -> KeyResult {
    switch key {
    case .left, .character("<"): return stepBack()
    case .right, .character(">"): return stepForward()
    case .enter: return continueFromHere()
    case .escape: return backToNow()
    case .character("q"), .character("?"), .character("P"), .character("S"),
      .character("["), .character("]"), .character("w"):
      return handleBuiltIn(key)
    default:
      instructor.status = "viewing the past: Enter continues from here, Esc goes back to now"
      return .handled
    }
  }

  /// The instructor's keys, as help and `--help` list them (none in an app without the action
  /// log, such as a launcher's own menu).
  var instructorHints: [KeyHint] {
    guard offersActionLog else { return [] }
    return [
      KeyHint(
        "< >", "step back and forward through the session; Enter continues from there, Esc returns"),
      KeyHint("P", "presenter view"), KeyHint("S", "save the session as a script"),
    ]
  }

  /// The footer's hints while viewing the past.
  var timeTravelHints: [KeyHint] {
    [KeyHint("← →", "step"), KeyHint("Enter", "continue from here"), KeyHint("Esc", "back to now")]
  }

  private func show(step: Int?) {
    timeTravel.viewedStep = step
    timeTravel.pastStore = nil
    logPanelState.scrollBack = 0
  }
}

/// The app's `--demo` walk-through: its steps, those it plays instead once an action has failed,
/// where it is while it plays (how many steps were played, paused or not), and what it does to
/// the app meanwhile: it performs each step's command, holds back the learner's keys, takes Space
/// and →, and shows its caption.
@MainActor
final class DemoRunner {
  /// The app's own walk-through.
  let steps: [DemoStep]
  /// The demo as it plays when something fails (an action carrying an error, such as a network
  /// error on a live client): from the first failure on, the steps still to play come from it,
  /// at the same position. Empty keeps the demo's own steps whatever happens.
  var stepsAfterFailure: [DemoStep] = []
  /// The steps playing (or played) in this session; nil while none has started. A replay must
  /// not repeat the keys of a session that played one.
  private var playing: [DemoStep]?
  /// How many steps were played.
  private var played = 0
  /// Whether the steps left came from `stepsAfterFailure`: that happens once.
  private var hasBranched = false
  /// Whether the last step was played and the demo advanced once more.
  private var isFinished = false
  /// Whether the demo is paused.
  private(set) var isPaused = false
  /// Whether a step's command is being performed now: its keys are the demo's, not the
  /// learner's.
  private var isPerformingStep = false

  /// A runner of `steps`, not playing yet.
  init(steps: [DemoStep]) {
    self.steps = steps
  }

  /// Starts playing `steps` from the first.
  func start(_ steps: [DemoStep]) {
    playing = steps
    (played, hasBranched, isFinished, isPaused) = (0, false, false, false)
  }

  /// Whether the demo played its last step and was advanced once more (or none plays).
  var isOver: Bool { playing == nil || isFinished }

  /// Whether a walk-through plays (or has played) in this session.
  var isPlaying: Bool { playing != nil }

  /// Whether the walk-through holds the app's keys now (playing, paused or not, and not
  /// performing a step): the footer shows its hints instead.
  var holdsTheKeys: Bool { !isOver && !isPerformingStep }

  /// Plays the next step of `app`'s demo: shows its caption and performs its command, drawn
  /// once. Once an action has carried an error, the steps left come from `stepsAfterFailure`
  /// (when there are some), so no caption narrates a success over an error.
  func advance<State, Action>(_ app: TerminalApp<State, Action>) {
    guard var shown = playing else { return }
    app.drawingOnce {
      if !hasBranched, !stepsAfterFailure.isEmpty, app.log.entries.contains(where: { $0.error != nil }) {
        shown = Array(shown.prefix(played)) + stepsAfterFailure.dropFirst(played)
        playing = shown
        hasBranched = true
      }
      var step: DemoStep?
      if played < shown.count {
        step = shown[played]
        played += 1
      } else {
        isFinished = true
      }
      isPerformingStep = true
      // A wait is the demo's pace; a control not found leaves the caption to tell.
      if let command = step?.command.flatMap(ScriptCommand.init) { _ = app.perform(command) }
      isPerformingStep = false
    }
  }

  /// Why a key is kept from the app while a walk-through plays, so that the state stays the one
  /// the captions tell of (the status line says it); nil for a key that goes through: every key
  /// once the demo is over, and always the demo's own, quitting, help, the log and its
  /// scrolling, the chapter's text and the presenter view.
  func holdsBack(_ key: Key) -> String? {
    guard holdsTheKeys else { return nil }
    let allowed: Set<Character> = ["q", "?", "l", "[", "]", "w", "r", "P"]
    if case .character(let character) = key, allowed.contains(character) { return nil }
    return isPaused
      ? "the demo is paused: Space plays on, → plays the next step; the app's keys work again once it has finished"
      : "the demo is playing: Space pauses, → plays the next step; the app's keys work again once it has finished"
  }

  /// The footer's hints while the walk-through holds the app's keys: its own, not the view's
  /// (which it keeps from the app).
  var hints: [KeyHint] {
    [KeyHint("Space", isPaused ? "play" : "pause"), KeyHint("→", "next step")]
  }

  /// The demo's own keys on `app`'s main screen: Space pauses or plays, → plays the next step
  /// now. True when taken.
  func handle<State, Action>(_ key: Key, on app: TerminalApp<State, Action>) -> Bool {
    // A step's own key (its `right`) is the app's, not the player's; once the demo is over,
    // every key is.
    guard holdsTheKeys else { return false }
    switch key {
    case .space:
      isPaused.toggle()
      app.redraw()
      return true
    case .right:
      advance(app)
      return true
    default:
      return false
    }
  }

  /// The caption line: the current step's number and text, and how to control the player; nil
  /// while none plays.
  var caption: String? {
    guard let steps = playing else { return nil }
    if isOver || steps.isEmpty { return "Demo finished: keep playing, or q to quit" }
    let controls = isPaused ? "paused · Space plays · → steps" : "Space pauses · → steps"
    guard played > 0 else { return "Demo of \(steps.count) steps  (\(controls))" }
    return "\(played)/\(steps.count) \(steps[played - 1].caption)  (\(controls))"
  }
}

/// The app's `--demo` walk-through: its steps, where it is while it plays, and what it does to
/// the app meanwhile: it performs each step, holds back the learner's keys, shows its caption.
@MainActor
final class DemoRunner {
  /// The app's own walk-through.
  let steps: [DemoStep]
  /// The steps left come from these, at the same position, once an action carried an error (a
  /// live client's network error; taking them again changes nothing); empty keeps the demo's own.
  var stepsAfterFailure: [DemoStep] = []
  /// The steps playing (or played) in this session; nil while none has started.
  private var playing: [DemoStep]?
  /// How many times the demo advanced: the steps played, and one more once it is over.
  private var advances = 0
  /// Whether the demo is paused.
  private(set) var isPaused = false
  /// Whether a step's command is being performed now: its keys are the demo's.
  private var isPerformingStep = false

  /// A runner of `steps`, not playing yet.
  init(steps: [DemoStep]) {
    self.steps = steps
  }

  /// Starts playing `steps` from the first.
  func start(_ steps: [DemoStep]) {
    playing = steps
    (advances, isPaused) = (0, false)
  }

  /// Whether the demo played its last step and was advanced once more (or none plays).
  var isOver: Bool { advances > (playing?.count ?? -1) }

  /// Whether a walk-through plays (or has played) in this session.
  var isPlaying: Bool { playing != nil }

  /// Whether the walk-through holds the app's keys (playing, paused or not, between steps).
  var holdsTheKeys: Bool { !isOver && !isPerformingStep }

  /// Plays the next step on `app`, drawn once: its caption and command (from `stepsAfterFailure`
  /// once an action failed, so no caption narrates a success over an error).
  func advance<State, Action>(_ app: TerminalApp<State, Action>) {
    guard var shown = playing, !isOver else { return }
    app.drawingOnce {
      if !stepsAfterFailure.isEmpty, app.log.entries.contains(where: { $0.error != nil }) {
        shown = Array(shown.prefix(advances)) + stepsAfterFailure.dropFirst(advances)
        playing = shown
      }
      advances += 1
      isPerformingStep = true
      // A wait is the demo's pace; a control not found leaves the caption to tell.
      if advances <= shown.count, let command = shown[advances - 1].command.flatMap(ScriptCommand.init) {
        _ = app.perform(command)
      }
      isPerformingStep = false
    }
  }

  /// Why a key is kept from the app while the demo plays (the state stays the captions' one);
  /// nil for the app's own keys (quit, help, the log's, read, presenter), and once it is over.
  func holdsBack(_ key: Key) -> String? {
    guard holdsTheKeys else { return nil }
    if case .character(let character) = key, "q?l[]wrP".contains(character) { return nil }
    return "the demo is \(isPaused ? "paused: Space plays on" : "playing: Space pauses"), → plays the next step; "
      + "the app's keys work again once it has finished"
  }

  /// The footer's hints while the walk-through holds the app's keys.
  var hints: [KeyHint] {
    [KeyHint("Space", isPaused ? "play" : "pause"), KeyHint("→", "next step")]
  }

  /// The demo's keys on `app`'s main screen, while it holds them: Space pauses or plays, → plays
  /// the next step. True when taken.
  func handle<State, Action>(_ key: Key, on app: TerminalApp<State, Action>) -> Bool {
    guard holdsTheKeys, key == .space || key == .right else { return false }
    if key == .space {
      isPaused.toggle()
      app.redraw()
    } else {
      advance(app)
    }
    return true
  }

  /// The caption: the step's number and text, and the player's keys; nil while none plays.
  var caption: String? {
    guard let steps = playing else { return nil }
    if isOver || steps.isEmpty { return "Demo finished: keep playing, or q to leave the app" }
    let controls = isPaused ? "paused · Space plays · → steps" : "Space pauses · → steps"
    guard advances > 0 else { return "Demo of \(steps.count) steps  (\(controls))" }
    return "\(advances)/\(steps.count) \(steps[advances - 1].caption)  (\(controls))"
  }
}

/// The app's `--demo` walk-through: its steps, those it plays instead once an action has failed,
/// the player while one plays, and what the walk-through does to the app meanwhile: it performs
/// each step's command, holds back the learner's keys, takes Space and →, and shows its caption.
@MainActor
final class DemoRunner {
  /// The app's own walk-through.
  let steps: [DemoStep]
  /// The demo as it plays when something fails (an action carrying an error, such as a network
  /// error on a live client): from the first failure on, the steps still to play come from it,
  /// at the same position. Empty keeps the demo's own steps whatever happens.
  var stepsAfterFailure: [DemoStep] = []
  /// The walk-through playing, paused or not; nil when none does.
  private(set) var player: DemoPlayer?

  /// A runner of `steps`, not playing yet.
  init(steps: [DemoStep]) {
    self.steps = steps
  }

  /// Starts playing `steps` from the first.
  func start(_ steps: [DemoStep]) {
    player = DemoPlayer(steps: steps)
  }

  /// Whether the demo is paused.
  var isPaused: Bool { player?.isPaused ?? false }

  /// Whether the demo played its last step and was advanced once more (or none plays).
  var isOver: Bool { player?.isOver ?? true }

  /// Whether a walk-through plays (or has played) in this session: a replay must not repeat
  /// its keys.
  var isPlaying: Bool { player != nil }

  /// Plays the next step of `app`'s demo: shows its caption and performs its command, drawn
  /// once. Once an action has carried an error, the steps left come from `stepsAfterFailure`
  /// (when there are some), so no caption narrates a success over an error.
  func advance<State, Action>(_ app: TerminalApp<State, Action>) {
    guard player != nil else { return }
    app.drawingOnce {
      if !stepsAfterFailure.isEmpty, app.log.entries.contains(where: { $0.error != nil }) {
        player?.branch(to: stepsAfterFailure)
      }
      let step = player?.takeNext()
      player?.isPerformingStep = true
      if let command = step?.command, let resolved = ScriptCommand(command) {
        switch resolved {
        case .key(let key): _ = app.handle(key)
        case .type(let text): for character in text { _ = app.handle(.character(character)) }
        case .wait, .waitFor: break
        case .command(let command): _ = app.perform(command)
        case .tap(let title): app.tap(title)
        case .focus(let title): _ = app.viewRuntime.focus(title: title)
        }
      }
      player?.isPerformingStep = false
    }
  }

  /// Why a key is kept from the app while a walk-through plays, so that the state stays the one
  /// the captions tell of (the status line says it); nil for a key that goes through: every key
  /// once the demo is over, and always the demo's own, quitting, help, the log and its
  /// scrolling, the chapter's text and the presenter view.
  func holdsBack(_ key: Key) -> String? {
    guard let player, player.holdsTheKeys else { return nil }
    let allowed: Set<Character> = ["q", "?", "l", "[", "]", "w", "r", "P"]
    if case .character(let character) = key, allowed.contains(character) { return nil }
    return player.isPaused
      ? "the demo is paused: Space plays on, → plays the next step; the app's keys work again once it has finished"
      : "the demo is playing: Space pauses, → plays the next step; the app's keys work again once it has finished"
  }

  /// Whether the walk-through holds the app's keys now: the footer shows its hints instead.
  var holdsTheKeys: Bool { player?.holdsTheKeys == true }

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
    guard let current = player, current.holdsTheKeys else { return false }
    switch key {
    case .space:
      player?.isPaused.toggle()
      app.redraw()
      return true
    case .right:
      advance(app)
      return true
    default:
      return false
    }
  }

  /// The caption above the footer while a walk-through plays, nil when none does.
  var caption: String? { player?.caption }
}

extension TerminalApp {
  /// Starts the captioned walk-through on a virtual terminal without playing it: tests step it
  /// with `advanceDemo()` or the → key and pause it with Space.
  public func startDemo(on terminal: VirtualTerminal) {
    demo.start(demo.steps)
    start(on: terminal)
  }

  /// Starts a walk-through made from a script (what `--demo --script FILE` plays) on a virtual
  /// terminal without playing it.
  public func startDemo(on terminal: VirtualTerminal, script lines: [String]) {
    demo.start(DemoStep.steps(fromScript: lines))
    start(on: terminal)
  }

  /// Whether the demo is paused.
  public var isDemoPaused: Bool { demo.player?.isPaused ?? false }

  /// Whether the demo played its last step and was advanced once more.
  public var isDemoOver: Bool { demo.player?.isOver ?? true }

  /// Plays the demo's next step: shows its caption and performs its command. Once an action has
  /// carried an error, the steps left come from `demoAfterFailure` (when the app has it), so no
  /// caption narrates a success over an error.
  public func advanceDemo() {
    guard demo.player != nil else { return }
    drawingOnce {
      let step = demo.beginNextStep { log.entries.contains(where: { $0.error != nil }) }
      if let command = step?.command, let resolved = scriptCommand(command) {
        switch resolved {
        case .key(let key): _ = handle(key)
        case .type(let text): for character in text { _ = handle(.character(character)) }
        case .wait, .waitFor: break
        case .command(let command): _ = perform(command)
        case .tap(let title): tap(title)
        case .focus(let title): _ = viewRuntime.focus(title: title)
        }
      }
      demo.player?.isPerformingStep = false
    }
  }

  /// Whether a key is kept from the app while a walk-through plays, so that the state stays the
  /// one the captions tell of: every key but the demo's own, quitting, help, the log and its
  /// scrolling, the chapter's text and the presenter view. The status line says why; once the
  /// demo is over every key works.
  func demoHoldsBack(_ key: Key) -> Bool {
    guard let player = demo.player, player.holdsTheKeys else { return false }
    let allowed: Set<Character> = ["q", "?", "l", "[", "]", "w", "r", "P"]
    if case .character(let character) = key, allowed.contains(character) { return false }
    instructor.status =
      player.isPaused
      ? "the demo is paused: Space plays on, → plays the next step; the app's keys work again once it has finished"
      : "the demo is playing: Space pauses, → plays the next step; the app's keys work again once it has finished"
    return true
  }

  /// The footer's hints while the walk-through holds the app's keys: its own, not the view's
  /// (which it keeps from the app).
  var demoHints: [KeyHint] {
    [KeyHint("Space", demo.player?.isPaused == true ? "play" : "pause"), KeyHint("→", "next step")]
  }

  /// The demo's own keys: Space pauses or plays, → plays the next step now. True when taken.
  func handleDemoKey(_ key: Key) -> Bool {
    // A step's own key (its `right`) is the app's, not the player's.
    guard let player = demo.player, !player.isPerformingStep, panel == .main else { return false }
    switch key {
    case .space:
      demo.player?.isPaused.toggle()
      redraw()
      return true
    case .right:
      advanceDemo()
      return true
    default:
      return false
    }
  }
}

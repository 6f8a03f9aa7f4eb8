/// Where a `--demo` walk-through is: how many steps were played, whether it is paused.
struct DemoPlayer {
  private(set) var steps: [DemoStep]
  private(set) var played = 0
  private(set) var hasBranched = false
  private(set) var isOver = false
  var isPaused = false
  /// Whether a step's command is being performed now: its keys are the demo's, not the
  /// learner's.
  var isPerformingStep = false

  /// Whether the walk-through is still playing (paused or not): the learner's keys do not
  /// reach the app until it is over.
  var holdsTheKeys: Bool { !isOver && !isPerformingStep }

  init(steps: [DemoStep]) {
    self.steps = steps
  }

  /// The next step, counting it as played; nil (and the demo over) after the last one.
  mutating func takeNext() -> DemoStep? {
    guard played < steps.count else {
      isOver = true
      return nil
    }
    played += 1
    return steps[played - 1]
  }

  /// Switches, once, to another version of the demo at the same position: the steps not played
  /// yet come from `otherDemo` (what happened took another path, an action failed), so the
  /// captions follow it.
  mutating func branch(to otherDemo: [DemoStep]) {
    guard !hasBranched else { return }
    steps = Array(steps.prefix(played)) + otherDemo.dropFirst(played)
    hasBranched = true
  }

  /// The caption line: the current step's number and text, and how to control the player.
  var caption: String {
    if isOver || steps.isEmpty { return "Demo finished: keep playing, or q to quit" }
    let controls = isPaused ? "paused · Space plays · → steps" : "Space pauses · → steps"
    guard played > 0 else { return "Demo of \(steps.count) steps  (\(controls))" }
    return "\(played)/\(steps.count) \(steps[played - 1].caption)  (\(controls))"
  }
}

/// Where a `--demo` walk-through is: how many steps were played, whether it is paused.
struct DemoPlayer {
  let steps: [DemoStep]
  private(set) var played = 0
  private(set) var isOver = false
  var isPaused = false

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

  /// The caption line: the current step's number and text, and how to control the player.
  var caption: String {
    if isOver || steps.isEmpty { return "Demo finished: keep playing, or q to quit" }
    let controls = isPaused ? "paused · Space plays · → steps" : "Space pauses · → steps"
    guard played > 0 else { return "Demo of \(steps.count) steps  (\(controls))" }
    return "\(played)/\(steps.count) \(steps[played - 1].caption)  (\(controls))"
  }
}

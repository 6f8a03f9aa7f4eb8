/// The app's `--demo` walk-through: its steps, those it plays instead once an action has failed,
/// and the player while one plays. The app performs each step's command; the runner says which.
struct DemoRunner {
  /// The app's own walk-through.
  let steps: [DemoStep]
  /// The demo as it plays when something fails (an action carrying an error, such as a network
  /// error on a live client): from the first failure on, the steps still to play come from it,
  /// at the same position. Empty keeps the demo's own steps whatever happens.
  var stepsAfterFailure: [DemoStep] = []
  /// The walk-through playing, paused or not; nil when none does.
  var player: DemoPlayer?

  /// Starts playing `steps` from the first.
  mutating func start(_ steps: [DemoStep]) {
    player = DemoPlayer(steps: steps)
  }

  /// The next step, now being performed (nil once the demo is over): from `stepsAfterFailure`
  /// once `hasFailed` says an action has carried an error and the runner has them.
  mutating func beginNextStep(hasFailed: () -> Bool) -> DemoStep? {
    if !stepsAfterFailure.isEmpty, hasFailed() { player?.branch(to: stepsAfterFailure) }
    let step = player?.takeNext()
    player?.isPerformingStep = true
    return step
  }
}

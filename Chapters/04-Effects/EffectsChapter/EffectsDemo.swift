import TerminalUI

/// The `--demo` walk-through: plain actions, an effect that answers, a timer and its
/// cancellation, then the product list's failure and Retry. Each caption fits 80 columns.
enum EffectsDemo {
  static let steps = [
    DemoStep("A counter: + and - change the state and return .none.", command: "tap +"),
    DemoStep("No effect, nothing running: the state is all there is.", command: "tap +"),
    DemoStep("Fact returns .run: the fact is fetched beside the reducer.", command: "tap Fact"),
    DemoStep("The effect sent .factResponse back; the reducer stored it."),
    DemoStep("A timer effect, .cancellable(id: CancelID.timer).", command: "tap Start timer"),
    DemoStep("Every second the timer sends .timerTick: the count goes up."),
    DemoStep("Stop returns .cancel(id: CancelID.timer): the ticks stop.", command: "tap Stop timer"),
    DemoStep("The app's .task sent .fetchProducts when it appeared.", command: "tap Products"),
    DemoStep("The first request failed: .failure(…) set the status to .error."),
    DemoStep("Retry: this time the TaskResult is a .success.", command: "tap Retry"),
    DemoStep("The action log: every action the effects sent back.", command: "log"),
  ]
}

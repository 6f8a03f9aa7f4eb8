import TerminalUI

/// The `--demo` walk-through: plain actions, an effect that answers, a timer and its
/// cancellation, then the product list's failure and Retry. Each caption fits 80 columns.
enum EffectsDemo {
  static let steps = [
    DemoStep("A counter: + and - change the state and return .none.", command: "increment"),
    DemoStep("No effect, nothing running: the state is all there is.", command: "increment"),
    DemoStep("f returns .run: the fact is fetched beside the reducer.", command: "fact"),
    DemoStep("The effect sent .factResponse back; the reducer stored it."),
    DemoStep("t starts a timer effect, .cancellable(id: CancelID.timer).", command: "timer"),
    DemoStep("Every second the timer sends .timerTick: the count goes up."),
    DemoStep("t again returns .cancel(id: CancelID.timer): the ticks stop.", command: "timer"),
    DemoStep("Tab: the product list appears and sends .fetchProducts.", command: "tab"),
    DemoStep("The first request failed: .failure(…) set the status to .error."),
    DemoStep("Enter retries; this time the TaskResult is a .success.", command: "retry"),
    DemoStep("The action log: every action the effects sent back.", command: "log"),
  ]
}

import TerminalUI

extension CounterChapter {
  /// The key map: each key sends one action to the store (+, ↑ or → the plus button; -, ↓ or ←
  /// the minus button). A script runs a binding by its command name: `plus`, `minus`.
  public static var keys: [KeyBinding<CounterDomain.State, CounterDomain.Action, NoScreenState>] {
    [
      .send(
        .character("+"), .up, .right,
        command: "plus", summary: "increase", action: .increaseCounter),
      .send(
        .character("-"), .down, .left,
        command: "minus", summary: "decrease", action: .decreaseCounter),
    ]
  }
}

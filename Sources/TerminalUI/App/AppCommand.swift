/// The instructor's commands a script line or a demo step names, whatever the feature (each
/// case's raw value is its script name).
public enum AppCommand: String, Sendable {
  /// Time travel: show the step before the one shown (`<`).
  case stepBack = "back"
  /// Time travel: show the next step, or the present after the newest (`>`).
  case stepForward = "forward"
  /// Time travel: go on from the step shown, dropping the later ones (Enter).
  case continueFromHere = "continue"
  /// Time travel: show the present again (Esc).
  case backToNow = "now"
  /// Turn the presenter view on or off (`P`).
  case togglePresenter = "present"
}

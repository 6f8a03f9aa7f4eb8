/// The commands every terminal app has, whatever its feature.
public enum AppCommand: Sendable, Equatable {
  /// Quit with exit code 0 (`q`).
  case quit
  /// Show or hide the action log panel (`l`).
  case toggleLog
  /// Show the help screen (`?`).
  case help
  /// Read the chapter's text in the reader (`r`).
  case readChapter
  /// Time travel: show the step before the one shown (`<`, script `back`).
  case stepBack
  /// Time travel: show the next step, or the present after the newest (`>`, script `forward`).
  case stepForward
  /// Time travel: go on from the step shown, dropping the later ones (Enter, script `continue`).
  case continueFromHere
  /// Time travel: show the present again (Esc, script `now`).
  case backToNow
  /// Turn the presenter view on or off (`P`, script `present`).
  case togglePresenter
  /// Save the session as a script, and keep saving it (`S`).
  case saveSession
}

/// The commands every terminal app has, whatever its feature.
public enum AppCommand: Sendable, Equatable {
  /// Quit with exit code 0 (`q`).
  case quit
  /// Show or hide the action log panel (`l`).
  case toggleLog
  /// Show the help screen (`?`).
  case help
  /// Read the chapter's text in the pager (`r`).
  case readChapter
}

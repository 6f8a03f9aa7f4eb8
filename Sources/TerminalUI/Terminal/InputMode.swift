/// How the terminal hands key presses to the program.
public enum InputMode: Sendable {
  /// Every byte at once, no echo, no line editing, and Ctrl-C arrives as a key (the program
  /// decides what it means): what a full-screen app uses.
  case raw
  /// Every byte at once and no echo, but Ctrl-C and Ctrl-Z still raise signals.
  case cbreak
}

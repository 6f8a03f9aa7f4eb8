/// A key press, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character (letters, digits, punctuation, space, any Unicode character).
  case character(Character)
  case enter, escape, tab, shiftTab, backspace, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// A control key: `.control("c")` is Ctrl-C. The letter is lowercase.
  case control(Character)

  /// The space bar.
  public static let space = Key.character(" ")
  /// Ctrl-C, which quits a running app with exit code 130.
  public static let ctrlC = Key.control("c")
}

/// The escape sequences the kit writes to a terminal (the xterm / ECMA-48 dialect every modern
/// terminal understands).
public enum ControlSequence {
  /// The escape character that starts every sequence.
  public static let escape = "\u{1B}"
  /// Switches to the alternate screen, leaving the shell's scrollback untouched.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns from the alternate screen to the shell's screen.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Stops text at the right edge from wrapping onto the next row.
  public static let disableLineWrap = "\u{1B}[?7l"
  /// Lets text at the right edge wrap onto the next row again (the terminal's default).
  public static let enableLineWrap = "\u{1B}[?7h"
  /// Asks the terminal to hold drawing until the matching end, so a frame appears at once.
  public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  /// Ends a synchronized update: the terminal shows the new frame.
  public static let endSynchronizedUpdate = "\u{1B}[?2026l"
  /// Clears the whole screen.
  public static let clearScreen = "\u{1B}[2J"
  /// Clears from the cursor to the end of its row.
  public static let clearToEndOfLine = "\u{1B}[K"
  /// Turns every style attribute off.
  public static let resetStyle = "\u{1B}[0m"

  /// Moves the cursor to a row and column, both counted from 1.
  public static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(row);\(column)H"
  }

  /// Selects a style for the text that follows (after a reset, so nothing leaks in).
  public static func select(_ style: Style) -> String {
    "\u{1B}[" + ([0] + style.parameters).map(String.init).joined(separator: ";") + "m"
  }

  /// What a full-screen program writes when it starts: alternate screen, no cursor, no wrap.
  public static let enterFullScreen = enterAlternateScreen + hideCursor + disableLineWrap

  /// What undoes `enterFullScreen`: styles reset, wrap and cursor back, shell screen back.
  public static let leaveFullScreen =
    resetStyle + enableLineWrap + showCursor + leaveAlternateScreen
}

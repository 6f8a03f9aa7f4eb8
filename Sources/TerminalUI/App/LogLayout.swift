/// How much of the screen the action log panel takes (`w` cycles through them), and where it
/// stands: beside the view on a window of 100 columns or more, below it on a narrower one.
package enum LogLayout: Equatable, Sendable {
  /// Beside the view (two fifths of the window), or below it.
  case side
  /// Half the screen.
  case half
  /// The whole screen below the header, the view hidden.
  case full

  /// The layout `w` takes next.
  var next: LogLayout { self == .side ? .half : self == .half ? .full : .side }

  /// The panel's size in a body of `size`: narrower than the body beside the view, else as wide.
  func logSize(in size: TerminalSize) -> TerminalSize {
    let (part, whole) = self == .side ? (2, 5) : (1, 2)
    if self == .full { return size }
    if size.columns >= 100 { return TerminalSize(columns: size.columns * part / whole, rows: size.rows) }
    return TerminalSize(columns: size.columns, rows: min(size.rows, max(5, size.rows * part / whole)))
  }
}

/// Where the action log panel goes in the body of the screen, for a layout: beside the view on
/// a window of 100 columns or more, below it on a narrower one, or alone.
struct LogPlacement {
  /// The view's size; nil when the log takes the whole body.
  var view: TerminalSize?
  /// The panel's size.
  var log: TerminalSize
  /// Whether the panel stands beside the view (else below it).
  var isBeside: Bool

  /// The placement in a body of `size` for `layout`.
  init(body size: TerminalSize, layout: ActionLogPanel.Layout) {
    let isWide = size.columns >= 100
    isBeside = isWide && layout != .full
    switch layout {
    case .full:
      view = nil
      log = size
      return
    case .side where isWide:
      log = TerminalSize(columns: size.columns * 2 / 5, rows: size.rows)
    case .half where isWide:
      log = TerminalSize(columns: size.columns / 2, rows: size.rows)
    case .side:
      log = TerminalSize(columns: size.columns, rows: min(size.rows, max(5, size.rows * 2 / 5)))
    case .half:
      log = TerminalSize(columns: size.columns, rows: min(size.rows, max(5, size.rows / 2)))
    }
    view =
      isWide
      ? TerminalSize(columns: size.columns - log.columns - 1, rows: size.rows)
      : TerminalSize(columns: size.columns, rows: size.rows - log.rows)
  }
}

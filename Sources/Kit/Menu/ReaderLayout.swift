import TerminalUI

/// How the menu's reader lays a chapter's text out in the space the view has: the page of
/// text, then a status row, a row of buttons and the search row. The view draws with it and its
/// scrolling buttons measure with it, so a page down moves exactly one visible page.
struct ReaderLayout {
  /// The rows and columns the view has (the window minus the app's header and footer).
  var size: TerminalSize
  /// The text last wrapped, kept from frame to frame.
  let rendered: RememberedMarkdown

  /// The layout for a whole window: the app's header takes a row, its footer as many as it may
  /// (the reader's many buttons fill them).
  init(windowSize: TerminalSize, rendered: RememberedMarkdown) {
    let chrome = 1 + Footer.lineLimit(windowRows: windowSize.rows)
    self.init(
      size: TerminalSize(columns: windowSize.columns, rows: windowSize.rows - chrome), rendered: rendered)
  }

  /// The layout for the view's own space.
  init(size: TerminalSize, rendered: RememberedMarkdown) {
    self.size = size
    self.rendered = rendered
  }

  /// The width the text is wrapped to: one column of margin on either side.
  var textWidth: Int { max(8, size.columns - 2) }

  /// The rows of text one page shows: all but the status, buttons and search rows.
  var pageHeight: Int { max(1, size.rows - 3) }

  /// The chapter's text wrapped to the layout's width.
  @MainActor
  func lines(of text: String) -> [Line] {
    rendered.lines(text, width: textWidth)
  }
}

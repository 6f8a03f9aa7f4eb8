/// A scrollable view of long text (a chapter's Markdown rendered to lines), with a status line
/// telling where the reader is and what it searched; lines wider than the window are cut at the
/// pager's column (← → scroll sideways), and the search's matches are highlighted.
public struct Pager {
  /// All the lines of the text.
  public var lines: [Line]
  /// Where the pager is scrolled to.
  public var state: PagerState

  /// A pager over lines at a scroll position.
  public init(lines: [Line], state: PagerState) {
    self.lines = lines
    self.state = state
  }

  /// The number of text rows a pager shows in `height` rows (one row is the status line).
  public static func pageHeight(forHeight height: Int) -> Int { max(1, height - 1) }

  /// The visible page and a status line, `height` rows of `width` columns in all.
  public func lines(width: Int, height: Int) -> [Line] {
    guard height > 0 else { return [] }
    let page = Pager.pageHeight(forHeight: height)
    var position = state
    position.clamp(lineCount: lines.count, pageHeight: page)
    let end = min(lines.count, position.offset + page)
    var visible = lines[position.offset..<end].map {
      Pager.visiblePart(of: $0, state: position, width: width)
    }
    visible += Array(repeating: Line.empty, count: page - visible.count)
    let status = position.place(lineCount: lines.count, pageHeight: page, empty: "(empty)")
    let help = position.searchStatus(in: lines).map { "  " + $0 }
      ?? "  ↑↓ scroll  PgUp/PgDn page  / search  q back"
    let statusLine = (Line(status, style: .bold) + Line(help, style: .dim)).truncated(toWidth: width)
    return height == 1 ? [statusLine] : visible + [statusLine]
  }

  /// A line as the pager shows it: from the state's column, `width` columns of it, every match
  /// of the search reversed.
  public static func visiblePart(of line: Line, state: PagerState, width: Int) -> Line {
    var shown = line
    if !state.query.isEmpty, !state.isTypingQuery {
      shown = highlighting(state.query, in: line)
    }
    let part = shown.slice(fromColumn: state.column, toColumn: state.column + width)
    return line.width > state.column + width ? part.truncated(toWidth: width) : part
  }

  /// The line with every case-insensitive occurrence of `query` drawn reversed.
  private static func highlighting(_ query: String, in line: Line) -> Line {
    let plain = line.plainText
    var result = Line.empty
    var column = 0
    var searchStart = plain.startIndex
    while let range = plain.range(
      of: query, options: .caseInsensitive, range: searchStart..<plain.endIndex)
    {
      let startColumn = plain[..<range.lowerBound].displayWidth
      let endColumn = startColumn + plain[range].displayWidth
      result = result + line.slice(fromColumn: column, toColumn: startColumn)
        + line.slice(fromColumn: startColumn, toColumn: endColumn).styled(.reverse)
      column = endColumn
      searchStart = range.upperBound
    }
    return result + line.slice(fromColumn: column, toColumn: .max)
  }
}

/// A scrollable view of long text (a chapter's Markdown rendered to lines), with a status line
/// telling where the reader is.
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
    var visible = lines[position.offset..<end].map { $0.truncated(toWidth: width) }
    visible += Array(repeating: Line.empty, count: page - visible.count)
    let percent = lines.count <= page ? 100 : end * 100 / lines.count
    let status = lines.isEmpty
      ? "(empty)" : "lines \(position.offset + 1)–\(end) of \(lines.count) (\(percent)%)"
    let help = "  ↑↓ scroll  PgUp/PgDn page  Home/End  q back"
    let statusLine = (Line(status, style: .bold) + Line(help, style: .dim)).truncated(toWidth: width)
    return height == 1 ? [statusLine] : visible + [statusLine]
  }
}

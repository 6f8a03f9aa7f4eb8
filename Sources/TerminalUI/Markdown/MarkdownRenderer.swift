/// Renders Markdown (a chapter's text) to lines for the terminal, wrapped to a width: headings
/// stand out, emphasis and code are styled, code blocks keep their lines, tables are drawn with
/// box lines, lists get bullets or numbers with hanging indents, quotes get a bar.
public enum MarkdownRenderer {
  /// The Markdown text as lines at most `width` columns wide.
  public static func lines(_ markdown: String, width: Int) -> [Line] {
    render(MarkdownParser.parse(markdown), width: max(8, width), depth: 0)
  }

  private static func render(_ blocks: [MarkdownBlock], width: Int, depth: Int) -> [Line] {
    var lines: [Line] = []
    for (index, block) in blocks.enumerated() {
      let isNestedList: Bool
      if case .list = block, depth > 0 { isNestedList = true } else { isNestedList = false }
      if index > 0 && !isNestedList { lines.append(.empty) }
      lines += render(block, width: width, depth: depth)
    }
    return lines
  }

  private static func render(_ block: MarkdownBlock, width: Int, depth: Int) -> [Line] {
    switch block {
    case .heading(let level, let text):
      return heading(level: level, text: text, width: width)
    case .paragraph(let text):
      return InlineMarkdown.line(text).wrapped(toWidth: width)
    case .code(_, let code):
      return codeBlock(code: code)
    case .quote(let blocks):
      let bar = Line("│ ", style: .dim)
      return render(blocks, width: width - 2, depth: depth).map { bar + $0.styled(.italic) }
    case .list(let ordered, let start, let items):
      return list(ordered: ordered, start: start, items: items, width: width, depth: depth)
    case .table(let header, let alignments, let rows):
      return MarkdownTable(header: header, alignments: alignments, rows: rows).lines(width: width)
    case .rule:
      return [Line(String(repeating: "─", count: width), style: .dim)]
    }
  }

  private static func heading(level: Int, text: String, width: Int) -> [Line] {
    switch level {
    case 1:
      let title = InlineMarkdown.line(text, base: Style(bold: true, foreground: .yellow))
        .wrapped(toWidth: width)
      let underline = String(repeating: "═", count: min(width, title.map(\.width).max() ?? 0))
      return title + [Line(underline, style: .color(.yellow))]
    case 2:
      let title = InlineMarkdown.line(text, base: Style(bold: true, foreground: .cyan))
        .wrapped(toWidth: width)
      let underline = String(repeating: "─", count: min(width, title.map(\.width).max() ?? 0))
      return title + [Line(underline, style: .color(.cyan))]
    default:
      return InlineMarkdown.line(text, base: .bold).wrapped(toWidth: width)
    }
  }

  /// A fenced block's lines behind a gutter, whole: a line wider than the window (a diagram)
  /// stays one line, which a pager scrolls sideways, rather than wrapping into pieces. Its
  /// language tag (`swift`, `sh`) is not shown: it read as a stray line of text.
  private static func codeBlock(code: [String]) -> [Line] {
    let gutter = Line("▏ ", style: .dim)
    return code.map { source in
      gutter + Line(source.replacingOccurrences(of: "\t", with: "    "), style: InlineMarkdown.codeStyle)
    }
  }

  private static func list(
    ordered: Bool, start: Int, items: [[MarkdownBlock]], width: Int, depth: Int
  ) -> [Line] {
    let bullets = ["•", "◦", "▪"]
    let markerWidth = ordered ? "\(start + items.count - 1).".count + 1 : 2
    var lines: [Line] = []
    for (index, item) in items.enumerated() {
      let label = ordered ? "\(start + index)." : bullets[depth % bullets.count]
      let marker = Line(label, style: .bold).padded(toWidth: markerWidth)
      let body = render(item, width: width - markerWidth, depth: depth + 1)
      for (lineIndex, line) in (body.isEmpty ? [Line.empty] : body).enumerated() {
        lines.append((lineIndex == 0 ? marker : Line.empty.padded(toWidth: markerWidth)) + line)
      }
    }
    return lines
  }
}

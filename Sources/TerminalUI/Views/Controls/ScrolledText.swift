/// Long styled text shown from a reader's position, the scrolling primitive of `Reader`: the
/// `height` lines from the position's offset, each from its column on and `width` columns of it,
/// the search's matches reversed. Lines come already laid out (a chapter's Markdown rendered with
/// `MarkdownRenderer` at `width`), so a view scrolls it by keeping a `ReaderPosition` in its state
/// and sending the position its buttons move to; SwiftUI writes `ScrollView { Text(markdown) }`.
public struct ScrolledText: View, PrimitiveView {
  public typealias Body = Never
  let lines: [Line]
  let position: ReaderPosition
  let width: Int
  let height: Int

  /// The part of `lines` a page of `width` × `height` shows at `position`.
  public init(_ lines: [Line], position: ReaderPosition, width: Int, height: Int) {
    self.lines = lines
    self.position = position
    self.width = width
    self.height = height
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    var position = self.position
    position.clamp(lineCount: lines.count, pageHeight: height)
    let end = min(lines.count, position.offset + max(0, height))
    let shown = lines[position.offset..<end].map { visiblePart(of: $0, at: position) }
    let rows = shown.map { line -> ViewNode in
      // An empty line still takes its row.
      let spans = line.isEmpty ? [Span(" ")] : line.spans
      return .stack(
        StackLayout(axis: .horizontal, alignment: .leading, spacing: 0),
        spans.map { .text(TextRun(string: $0.text, style: $0.style, lineLimit: 1)) })
    }
    return [.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), rows)]
  }

  /// A line as the page shows it: from the position's column, `width` columns of it, every
  /// match of the search reversed.
  private func visiblePart(of line: Line, at position: ReaderPosition) -> Line {
    let shown = position.query.isEmpty ? line : highlighting(position.query, in: line)
    let part = shown.slice(fromColumn: position.column, toColumn: position.column + width)
    return line.width > position.column + width ? part.truncated(toWidth: width) : part
  }

  /// The line with every case-insensitive occurrence of `query` drawn reversed.
  private func highlighting(_ query: String, in line: Line) -> Line {
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

/// Long styled text shown from a pager's position, the scrolling primitive of a reader: the
/// `height` lines from the position's offset, each from its column on and `width` columns of it,
/// the search's matches reversed. Lines come already laid out (a chapter's Markdown rendered with
/// `MarkdownRenderer` at `width`), so a view scrolls it by keeping a `PagerState` in its state
/// and sending the position its buttons move to; SwiftUI writes `ScrollView { Text(markdown) }`.
public struct ScrolledText: View, PrimitiveView {
  public typealias Body = Never
  let lines: [Line]
  let position: PagerState
  let width: Int
  let height: Int

  /// The part of `lines` a page of `width` × `height` shows at `position`.
  public init(_ lines: [Line], position: PagerState, width: Int, height: Int) {
    self.lines = lines
    self.position = position
    self.width = width
    self.height = height
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    var position = self.position
    position.clamp(lineCount: lines.count, pageHeight: height)
    let end = min(lines.count, position.offset + max(0, height))
    let shown = lines[position.offset..<end].map {
      Pager.visiblePart(of: $0, state: position, width: width)
    }
    let rows = shown.map { line -> ViewNode in
      // An empty line still takes its row.
      let spans = line.isEmpty ? [Span(" ")] : line.spans
      return .stack(
        StackLayout(axis: .horizontal, alignment: .leading, spacing: 0),
        spans.map { .text(TextRun(string: $0.text, style: $0.style, lineLimit: 1)) })
    }
    return [.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), rows)]
  }
}

/// Lines drawn elsewhere, shown as a view inside the app's screen: the chapter's view as its
/// own runtime draws it (with its sheets and alerts over it), the action log beside it, the
/// presenter view. Each line keeps its attributes and is cut, never wrapped.
struct DrawnLines: View, PrimitiveView {
  typealias Body = Never
  /// The lines for the space the layout gives, all of it (a body that takes what the header
  /// and footer leave).
  let draw: (TerminalSize) -> [Line]

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let draw = self.draw
    let content = SizedContent(
      nodes: { columns, rows in [Self.column(draw(TerminalSize(columns: columns, rows: rows)))] }, unsized: [])
    return [.sized(content)]
  }

  /// The lines one below the other at the leading edge, each a text of one line.
  private static func column(_ lines: [Line]) -> ViewNode {
    .stack(
      StackLayout(axis: .vertical, alignment: .leading, spacing: 0),
      lines.map { .text(TextRun(string: $0.plainText, style: .plain, lineLimit: 1, pieces: $0.spans)) })
  }
}

/// Lines drawn elsewhere, shown as a view inside the app's screen: the chapter's view as its
/// own runtime draws it (with its sheets and alerts over it), the action log beside it, the
/// presenter view. Each line keeps its attributes and is cut, never wrapped.
struct DrawnLines: View, PrimitiveView {
  typealias Body = Never
  /// The lines for the space the layout gives, all of it (a body that takes what the header
  /// and footer leave).
  let draw: (TerminalSize) -> [Line]

  // The lines are placed as they are (`.lines`), not made into a text each for the layout to
  // style and measure again: they are the most of every frame's rows.
  func nodes(in context: ResolveContext) -> [ViewNode] {
    let draw = self.draw
    let content = SizedContent(
      nodes: { columns, rows in [.lines(draw(TerminalSize(columns: columns, rows: rows)))] }, unsized: [])
    return [.sized(content)]
  }
}

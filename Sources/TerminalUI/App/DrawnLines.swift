/// Lines drawn elsewhere (the chapter's view, by its own runtime) as a view of the app's screen,
/// each line cut, never wrapped.
struct DrawnLines: View, PrimitiveView {
  typealias Body = Never
  /// The lines for the space the layout gives, all of it.
  let draw: (TerminalSize) -> [Line]

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.sized(SizedContent(nodes: { [draw] in [.lines(draw(TerminalSize(columns: $0, rows: $1)))] }, unsized: []))]
  }
}

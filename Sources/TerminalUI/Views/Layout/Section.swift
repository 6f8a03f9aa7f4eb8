/// A group of rows under a heading, in a `List` or a `Form`.
public struct Section<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let header: String?
  let content: Content

  /// The rows `content` builds under `header`.
  public init(_ header: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.header = String(header)
    self.content = content()
  }

  /// The rows `content` builds, without a heading.
  public init(@ViewBuilder content: () -> Content) {
    self.header = nil
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let heading = header.map {
      ViewNode.text(TextRun(string: $0.uppercased(), style: .dim, lineLimit: 1))
    }
    return [heading].compactMap { $0 } + resolve(content, in: context)
  }
}

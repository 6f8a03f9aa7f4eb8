/// Rows that scroll to keep the focused control in view, as SwiftUI's `List`.
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// A list of the rows `content` builds (a `ForEach`, sections, single rows).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.scroll(resolve(content, in: context))]
  }
}

/// A view that draws nothing.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  /// Nothing.
  public init() {}
  func nodes(in context: ResolveContext) -> [ViewNode] { [] }
}

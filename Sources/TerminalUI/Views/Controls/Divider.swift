/// A line that separates: across in a `VStack`, down in an `HStack`.
public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  /// A separating line.
  public init() {}
  func nodes(in context: ResolveContext) -> [ViewNode] { [.divider] }
}

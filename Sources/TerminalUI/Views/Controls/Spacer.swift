/// Space that pushes its neighbours apart: in an `HStack` it takes the columns left over, in a
/// `VStack` the rows.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  /// Space that grows.
  public init(minLength: Int? = nil) {}
  func nodes(in context: ResolveContext) -> [ViewNode] { [.spacer] }
}

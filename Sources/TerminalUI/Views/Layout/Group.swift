/// Views grouped without a layout of their own: the stack around the group lays them out.
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// The views built by `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}

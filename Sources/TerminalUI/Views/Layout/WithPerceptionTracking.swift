/// Draws its content: on iOS before 17 it tracks which state the view reads; here every view
/// is drawn again after every action, so it only passes its content through.
public struct WithPerceptionTracking<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// The views built by `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}

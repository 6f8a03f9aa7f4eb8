/// A view with a modifier applied: what `.padding`, `.foregroundStyle`, `.disabled`,
/// `.onAppear` and the rest return. A modifier may change what reaches the views inside (a
/// shortcut, a focus binding, `.disabled`) and wrap the nodes they resolve to.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  let inner: (ResolveContext) -> ResolveContext
  let wrap: @MainActor ([ViewNode], ResolveContext) -> [ViewNode]

  init(
    _ content: Content, inner: @escaping (ResolveContext) -> ResolveContext = { $0 },
    wrap: @escaping @MainActor ([ViewNode], ResolveContext) -> [ViewNode] = { nodes, _ in nodes }
  ) {
    self.content = content
    self.inner = inner
    self.wrap = wrap
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    wrap(resolve(content, in: inner(context.child("modified"))), context)
  }
}

extension View {
  /// This view with its nodes wrapped by `wrap`.
  func modified(_ wrap: @escaping @MainActor ([ViewNode], ResolveContext) -> [ViewNode])
    -> ModifiedView<Self>
  {
    ModifiedView(self, wrap: wrap)
  }

  /// This view resolved in a context changed by `inner`.
  func inheriting(_ inner: @escaping (ResolveContext) -> ResolveContext) -> ModifiedView<Self> {
    ModifiedView(self, inner: inner)
  }
}

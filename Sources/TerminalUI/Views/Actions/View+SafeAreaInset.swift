extension View {
  /// Puts `content` along the top or bottom edge of the view, the view taking the rows left:
  /// `.safeAreaInset(edge: .bottom) { Button("Check out") { … } }` stays at the bottom under a
  /// list.
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let inset = content()
    return modified { nodes, context in
      let insetNodes = resolve(inset, in: context.child("safeAreaInset"))
      let main = ViewNode.stack(StackLayout(axis: .vertical, alignment: alignment, spacing: 0), nodes)
      let edgeBlock = ViewNode.stack(StackLayout(axis: .vertical, alignment: alignment, spacing: 0), insetNodes)
      let column = StackLayout(axis: .vertical, alignment: alignment, spacing: 0)
      return [.stack(column, edge == .top ? [edgeBlock, main] : [main, .spacer, edgeBlock])]
    }
  }

  /// Puts `content` along the leading or trailing edge of the view, the view taking the
  /// columns left.
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let inset = content()
    return modified { nodes, context in
      let insetNodes = resolve(inset, in: context.child("safeAreaInset"))
      let main = ViewNode.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), nodes)
      let edgeBlock = ViewNode.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), insetNodes)
      let row = StackLayout(axis: .horizontal, alignment: .center, spacing: 1)
      return [.stack(row, edge == .leading ? [edgeBlock, main] : [main, .spacer, edgeBlock])]
    }
  }
}

/// The top or the bottom edge, where `.safeAreaInset(edge:)` puts its content.
public enum VerticalEdge: Sendable {
  case top, bottom
}

/// The leading or the trailing edge.
public enum HorizontalEdge: Sendable {
  case leading, trailing
}

extension View {
  /// Puts `content` along the top or bottom edge of the view, the view taking the rows left:
  /// `.safeAreaInset(edge: .bottom) { Button("Check out") { … } }` stays at the bottom under a
  /// list.
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    inset(content(), axis: .vertical, atStart: edge == .top, alignment: alignment)
  }

  /// Puts `content` along the leading or trailing edge of the view, the view taking the
  /// columns left.
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    inset(content(), axis: .horizontal, atStart: edge == .leading, alignment: .leading)
  }

  /// The view and `content` along `axis`: `content` first when `atStart`, else last, pushed to
  /// the far edge by a spacer.
  private func inset<Content: View>(
    _ content: Content, axis: StackLayout.Axis, atStart: Bool, alignment: HorizontalAlignment
  ) -> some View {
    modified { nodes, context in
      let block = { (nodes: [ViewNode]) in
        ViewNode.stack(StackLayout(axis: .vertical, alignment: alignment, spacing: 0), nodes)
      }
      let main = block(nodes)
      let edge = block(resolve(content, in: context.child("safeAreaInset")))
      let layout = StackLayout(axis: axis, alignment: alignment, spacing: axis == .vertical ? 0 : 1)
      return [.stack(layout, atStart ? [edge, main] : [main, .spacer, edge])]
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

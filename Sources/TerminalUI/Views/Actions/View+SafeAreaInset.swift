extension View {
  /// Puts `content` along the top or bottom edge of the view, the view taking the rows left:
  /// `.safeAreaInset(edge: .bottom) { Button("Check out") { … } }` stays at the bottom under a
  /// list. `alignment` places the content across (centred by default); `spacing` leaves blank
  /// rows between it and the view (twenty points a row, at least one for any spacing).
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let gap = EdgeInsets(edges: edge == .top ? .bottom : .top, points: spacing ?? 0)
    return inset(content(), axis: .vertical, atStart: edge == .top, gap: gap, alignment: alignment) { nodes in
      .stack(StackLayout(axis: .vertical, alignment: alignment, spacing: 0), nodes)
    }
  }

  /// Puts `content` along the leading or trailing edge of the view, the view taking the
  /// columns left. `alignment` places the content down (centred by default); `spacing` leaves
  /// blank columns between it and the view (ten points a column; one by default).
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let gap = EdgeInsets(edges: edge == .leading ? .trailing : .leading, points: spacing ?? 10)
    return inset(content(), axis: .horizontal, atStart: edge == .leading, gap: gap, alignment: .leading) { nodes in
      .stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), nodes)
    } row: { alignment }
  }

  /// The view and `content` along `axis`: `content` first when `atStart`, else last, pushed to
  /// the far edge by a spacer, `gap` apart; `block` lays out each side, a column's sides are
  /// placed across by `alignment` and a row's lined up by `row`'s.
  private func inset<Content: View>(
    _ content: Content, axis: StackLayout.Axis, atStart: Bool, gap: EdgeInsets, alignment: HorizontalAlignment,
    block: @escaping @MainActor ([ViewNode]) -> ViewNode,
    row: @escaping @MainActor () -> VerticalAlignment = { .center }
  ) -> some View {
    modified { nodes, context in
      let main = block(nodes)
      var edge = block(resolve(content, in: context.child("safeAreaInset")))
      if gap != EdgeInsets(edges: [], points: 0) { edge = .padding(gap, [edge]) }
      let layout = StackLayout(axis: axis, alignment: alignment, spacing: 0, verticalAlignment: row())
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

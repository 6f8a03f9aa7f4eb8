extension View {
  /// Toolbar buttons for the screen the view is on, drawn above it as controls of its layer:
  /// `.toolbar { ToolbarItem(placement: .navigationBarLeading) { Button("Close") { … } } }`.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return modified { nodes, context in
      [.toolbar(resolve(items, in: context.child("toolbar")), content: nodes)]
    }
  }
}

/// One item of a toolbar; its placement is accepted and the item drawn in the toolbar row.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// An item showing `content`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}

/// Where SwiftUI puts a toolbar item; a terminal draws every item in one row.
public enum ToolbarItemPlacement: Sendable {
  case automatic, principal, navigation, primaryAction, secondaryAction, status
  case confirmationAction, cancellationAction, destructiveAction
  case navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing, bottomBar
  case keyboard
}

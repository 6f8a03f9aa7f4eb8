extension View {
  /// Runs `action` when the view goes from the screen: its branch is no longer chosen, a screen
  /// is pushed over it, its sheet closes. Once per disappearance, after the frame without it.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modified { nodes, context in
      guard let action else { return nodes }
      let hook = AppearanceHook(identity: context.identity.child("onDisappear"), kind: .onDisappear(action))
      return [.hooked(hook, nodes)]
    }
  }
}

extension View {
  /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
  /// Esc (the back button) sets it to false.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) -> some View {
    let destination = destination()
    return modified { nodes, context in
      if isPresented.wrappedValue {
        context.presentDestination({ resolve(destination, in: $0) }) { isPresented.wrappedValue = false }
      }
      return nodes
    }
  }

  /// Pushes the destination of `item` onto the enclosing `NavigationStack` while `item` holds a
  /// value; Esc sets it to nil. A new value is a new screen.
  public func navigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> some View {
    modified { nodes, context in
      if let presented = item.wrappedValue {
        context.child(presented).presentDestination({ resolve(destination(presented), in: $0) }) {
          item.wrappedValue = nil
        }
      }
      return nodes
    }
  }
}

extension ResolveContext {
  /// Puts the screen `content` resolves on the enclosing navigation stack for this frame, to be
  /// popped by `pop`; nothing outside a stack.
  @MainActor
  func presentDestination(
    _ content: @escaping @MainActor (ResolveContext) -> [ViewNode], pop: @escaping @MainActor () -> Void
  ) {
    _ = push?(DeclaredScreen(step: AnyHashable(identity.child("destination")), content: content, pop: pop))
  }
}

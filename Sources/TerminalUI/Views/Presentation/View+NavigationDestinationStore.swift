import Composable

extension View {
  /// Pushes the screen of a presented child's store onto the enclosing `NavigationStack` while
  /// there is one, as TCA's overload for a store (which is not `Hashable`):
  /// `.navigationDestination(item: $store.scope(\.$destination, action: …).drillDown) { store in … }`.
  /// Esc writes nil, which dismisses the child.
  public func navigationDestination<State, Action, Destination: View>(
    item: Binding<Store<State, Action>?>, @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) -> some View {
    modified { nodes, context in
      if let presented = item.wrappedValue {
        context.child(presented.id).presentDestination({ resolve(destination(presented), in: $0) }) {
          item.wrappedValue = nil
        }
      }
      return nodes
    }
  }
}

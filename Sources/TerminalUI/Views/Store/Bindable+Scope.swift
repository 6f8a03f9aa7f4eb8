import Composable

extension Bindable {
  /// A binding to the store of a presented child, for `.sheet(item:)`, `.alert(_:)` and
  /// `.confirmationDialog(_:)`: nil while nothing is presented; writing nil (the sheet closed,
  /// Esc on an alert without a cancel button) sends `.dismiss`.
  public func scope<State, Action, ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    return Binding(
      get: { store.scope(state: toChildState, action: toPresentationAction) },
      set: { newValue in
        if newValue == nil, store.state[keyPath: toChildState] != nil {
          store.send(toPresentationAction(.dismiss))
        }
      },
      source: StoreBindingSource(store: store.id, path: toChildState))
  }

  /// A binding to the store of a navigation stack, for `NavigationStack(path:)`: the stack's
  /// state and its `push`, `popFrom` and element actions.
  public func scope<State, Action, ElementState, ElementAction>(
    state toPath: KeyPath<State, StackState<ElementState>>,
    action toStackAction: @escaping (StackAction<ElementState, ElementAction>) -> Action
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let store = wrappedValue.scope(state: toPath, action: toStackAction)
    return Binding(get: { store }, set: { _ in }, source: store.id)
  }
}

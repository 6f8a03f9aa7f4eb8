import Composable

extension Bindable {
  /// A binding to the store of a presented child, TCA's newest spelling without the `state:`
  /// label: `.sheet(item: $store.scope(\.cart, action: Feature.Action.cart))`.
  public func scope<State, Action, ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    scope(state: toChildState, action: toPresentationAction)
  }

  /// A binding to the store of a navigation stack, without the `state:` label:
  /// `NavigationStack(path: $store.scope(\.path, action: Feature.Action.path))`.
  public func scope<State, Action, ElementState, ElementAction>(
    _ toPath: KeyPath<State, StackState<ElementState>>,
    action toStackAction: @escaping (StackAction<ElementState, ElementAction>) -> Action
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    scope(state: toPath, action: toStackAction)
  }
}

extension Store {
  /// A store of a part of this state, TCA's newest spelling without the `state:` label:
  /// `store.scope(\.addToCart, action: ProductDomain.Action.addToCart)`.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toParentAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: toParentAction)
  }

  /// A store of optional child state while it exists, or nil, without the `state:` label.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toParentAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toParentAction)
  }

  /// A store of a presented child while it is presented, or nil, without the `state:` label:
  /// `store.scope(\.cart, action: Feature.Action.cart)`.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toPresentationAction)
  }

  /// A store for each element of an identified array, without the `state:` label:
  /// `ForEach(store.scope(\.rows, action: Feature.Action.rows)) { RowView(store: $0) }`.
  public func scope<ElementID, ElementState, ElementAction>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toParentAction: @escaping (IdentifiedAction<ElementID, ElementAction>) -> Action
  ) -> [Store<ElementState, ElementAction>] {
    scope(state: toElements, action: toParentAction)
  }
}

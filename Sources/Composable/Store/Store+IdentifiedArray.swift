extension Store {
  /// A store for each element of an identified array, in order: the element's state found by its
  /// id, its actions wrapped as `.element(id:action:)`, what `forEach` unwraps in the reducer.
  /// `ForEach(store.scope(state: \.products, action: Feature.Action.products)) { ProductCell(store: $0) }`.
  public func scope<ElementID, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toParentAction: @escaping (IdentifiedAction<ElementID, ElementAction>) -> Action
  ) -> [Store<ElementState, ElementAction>] {
    self[dynamicMember: toElements].ids.compactMap { id in
      scope(
        state: toElements.appending(path: \IdentifiedArray<ElementID, ElementState>.[id: id]),
        action: { toParentAction(.element(id: id, action: $0)) })
    }
  }
}

extension Store {
  /// A store for each element of an identified array, in order: the element's state found by its
  /// id, its actions wrapped as `.element(id:action:)`, what `forEach` unwraps in the reducer.
  /// `ForEach(store.scope(state: \.products, action: Feature.Action.products)) { ProductCell(store: $0) }`.
  ///
  /// Each row's store is made once and kept while its element is in the array, as TCA keeps
  /// child stores: a list drawn at every frame finds its rows' stores again. A row's store
  /// keeps its element's last state if the element is removed.
  public func scope<ElementID, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toParentAction: @escaping (IdentifiedAction<ElementID, ElementAction>) -> Action
  ) -> [Store<ElementState, ElementAction>] {
    let elements = self[dynamicMember: toElements]
    let rows = keptScope(ScopeKey(toElements, isRows: true)) {
      RowStores<ElementID, ElementState, ElementAction>()
    }
    let stores = zip(elements.ids, elements).map { id, element in
      rows.store(for: id) {
        scope(
          from: element, reading: { $0[keyPath: toElements][id: id] },
          action: { toParentAction(.element(id: id, action: $0)) },
          id: self.id.scoped(
            toElements.appending(path: \IdentifiedArray<ElementID, ElementState>.[id: id])))
      }
    }
    rows.keepOnly(elements.ids)
    return stores
  }
}

/// The row stores of one identified array, by id.
@MainActor
private final class RowStores<ElementID: Hashable, ElementState, ElementAction> {
  private var stores: [ElementID: Store<ElementState, ElementAction>] = [:]

  /// The store of the row `id`, or the one `makeStore` makes, kept from now on.
  func store(
    for id: ElementID, orMake makeStore: () -> Store<ElementState, ElementAction>
  ) -> Store<ElementState, ElementAction> {
    if let store = stores[id] { return store }
    let store = makeStore()
    stores[id] = store
    return store
  }

  /// Forgets the stores of the rows no longer in the array, once the rows of `ids` have been
  /// asked for: any store beyond them is of a row removed.
  func keepOnly(_ ids: [ElementID]) {
    guard stores.count > ids.count else { return }
    let kept = Set(ids)
    stores = stores.filter { kept.contains($0.key) }
  }
}

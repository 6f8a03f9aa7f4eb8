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
    let rows = keptScope(ScopeKey(toElements, isRows: true)) {
      RowStores<State, ElementID, ElementState, ElementAction>(KeyPathReading(toElements))
    }
    let toRows = rows.elements
    return toRows.read(readState()) { elements in
      rows.stores(for: elements.ids) { position in
        let id = elements.ids[position]
        var lastPosition = position
        return scope(
          from: elements[position],
          reading: { state in toRows.read(state) { $0.element(id: id, lastFoundAt: &lastPosition) } },
          action: { toParentAction(.element(id: id, action: $0)) },
          id: self.id.scoped(
            toElements.appending(path: \IdentifiedArray<ElementID, ElementState>.[id: id])))
      }
    }
  }
}

/// The row stores of one identified array, by id.
@MainActor
private final class RowStores<State, ElementID: Hashable & Sendable, ElementState: Identifiable, ElementAction>
where ElementState.ID == ElementID {
  /// How the array is read from the parent's state.
  let elements: KeyPathReading<State, IdentifiedArray<ElementID, ElementState>>
  private var stores: [ElementID: Store<ElementState, ElementAction>] = [:]
  /// The ids last asked for and their stores, in order: most frames ask for the same rows again,
  /// found with one comparison of the ids rather than a lookup per row.
  private var last: (ids: [ElementID], stores: [Store<ElementState, ElementAction>]) = ([], [])

  /// Row stores of the array `elements` reads.
  init(_ elements: KeyPathReading<State, IdentifiedArray<ElementID, ElementState>>) {
    self.elements = elements
  }

  /// The stores of the rows `ids`, in order: each one kept, or the one `makeStore` makes for the
  /// row at that position, kept from now on. The stores of rows no longer there are forgotten.
  func stores(
    for ids: [ElementID], orMake makeStore: (Int) -> Store<ElementState, ElementAction>
  ) -> [Store<ElementState, ElementAction>] {
    if ids == last.ids { return last.stores }
    var found: [Store<ElementState, ElementAction>] = []
    found.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() {
      if let store = stores[id] {
        found.append(store)
      } else {
        let store = makeStore(position)
        stores[id] = store
        found.append(store)
      }
    }
    if stores.count > ids.count {
      let kept = Set(ids)
      stores = stores.filter { kept.contains($0.key) }
    }
    last = (ids, found)
    return found
  }
}

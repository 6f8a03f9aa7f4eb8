extension Reducer {
  /// Runs `element` on the element of a collection that an `IdentifiedAction` addresses, before
  /// this reducer; when an element is removed, every effect it started is cancelled: at once when
  /// this reducer or one above it removes it, at the next action through this `forEach` when a
  /// reducer below it does. The memory of the elements it saw travels with the collection, so
  /// this holds for elements removed from it (`remove`, `removeAll`, `[id:] = nil`); a
  /// collection assigned anew (`state.rows = []`) starts with no memory, and the elements it
  /// replaced are cancelled only if this reducer's parent replaced them.
  ///
  /// An action for an element that is not in the collection is reported, and only this reducer
  /// runs.
  public consuming func forEach<ElementState, ElementAction, ID, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    ForEachReducer(
      parent: self, element: BodyKeepingReducer(element()), toElementsState: KeyPathAccess(toElementsState),
      toElementAction: CaseExtractor(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a child reducer for each element of a collection: what `forEach`
/// builds.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID == ID {
  let parent: Parent
  let element: BodyKeepingReducer<Element>
  /// `state[keyPath:]` in place, its offset found once: Performance/KeyPathAccess.swift.
  let toElementsState: KeyPathAccess<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CaseExtractor<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: SourceLocation
  /// The navigation path given to the element of the last action, to give it again.
  let elementPaths = RememberedChildPath<ID>()

  /// Runs the addressed element (if it exists), then the parent; cancels the effects of
  /// elements that went away, removed by the parent or by a reducer above or below this one.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // The ids read where they lie: a copy of the collection would retain and release all it holds.
    // The ids this `forEach` saw are kept only when they are not these (seldom): each array kept
    // costs a retain and a release.
    let (before, seenIfOther) = toElementsState.read(&state) {
      ($0.ids, $0.idsSeenByForEach == $0.ids ? nil : $0.idsSeenByForEach)
    }
    var elementEffects = Effect<Parent.Action>.none
    // The element's id and action read inside the extraction, where they lie in the action
    // (Performance/IdentifiedActionInPlace.swift): an optional of the `IdentifiedAction`, or the
    // `IdentifiedAction` itself, cost copies, moves and destroys through generic code.
    _ = toElementAction.extractElement(from: action) { id, elementAction in
      if let position = toElementsState.read(&state, { $0.position(of: id) }) {
        elementEffects = toElementsState.modify(&state) { elements in
          elements.updateElement(at: position) { elementState in
            element.reduceChild(
              into: &elementState, action: elementAction,
              at: { elementPaths.path(of: id, below: $0) { childID(id) } },
              embed: { { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) } })
          }
        }
      } else {
        location.reportChildMisuse(
          by: "forEach", "received an action for a missing element", action: action,
          causes: [
            """
            a parent reducer removed the element before the "forEach" ran: "forEach" must come \
            after the reducer it modifies, so the element handles its actions while it still exists
            """,
            """
            an effect sent this action after the element was removed: cancel the element's \
            long-running effects before removing it
            """,
            "the action was sent for an id that is not in the collection",
          ])
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    // The usual case: the ids it saw are the ids before and after. Nothing to cancel or note.
    if seenIfOther == nil, toElementsState.read(&state, { $0.ids == before }) {
      return elementEffects.merge(with: parentEffects)
    }
    let seen = seenIfOther ?? before
    let after = toElementsState.read(&state) { $0.ids }
    let cancelEffects = Effect<Parent.Action>.cancelChildren(
      seen: seen, before: before, after: after, at: { childID($0).path })
    if seen != after { toElementsState.modify(&state) { $0.idsSeenByForEach = after } }
    return elementEffects.merge(with: parentEffects).merge(with: cancelEffects)
  }

  private func childID(_ id: ID) -> ChildID {
    ChildID(keyPath: toElementsState.keyPath, elementType: Element.State.self, id: id)
  }
}

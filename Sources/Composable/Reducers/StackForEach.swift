extension Reducer {
  /// Runs `element` on the elements of a navigation stack, for the stack's actions:
  /// `.forEach(\.path, action: Action.path) { Path() }`.
  ///
  /// `.element(id:action:)` runs the element, then this reducer. `.popFrom(id:)` runs this
  /// reducer first, then pops that element and every element above it. `.push(id:state:)`
  /// appends the element under its id, then runs this reducer. Whenever elements leave the
  /// stack, every effect they started is cancelled: at once when this reducer or one above it
  /// removes them, at the next action through this `forEach` when a reducer below it does (for
  /// elements removed from the stack; a stack assigned anew starts with no memory, as a list's
  /// `forEach` explains).
  /// Inside an element, `@Dependency(\.dismiss)` pops it. An action for an id that is not on the
  /// stack, a push of an id already on it, and in a test a push of an id above the next one the
  /// stack would give, are reported.
  public consuming func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: @escaping (StackAction<ElementState, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StackForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    StackForEachReducer(
      parent: self, element: BodyKeepingReducer(element()), toStackState: KeyPathAccess(toStackState),
      toStackAction: CaseExtractor(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a navigation stack of child features: what `forEach` over a
/// `StackState` builds.
public struct StackForEachReducer<Parent: Reducer, Element: Reducer>: Reducer {
  let parent: Parent
  let element: BodyKeepingReducer<Element>
  /// `state[keyPath:]` in place, its offset found once: Performance/KeyPathAccess.swift.
  let toStackState: KeyPathAccess<Parent.State, StackState<Element.State>>
  let toStackAction: CaseExtractor<Parent.Action, StackAction<Element.State, Element.Action>>
  let location: SourceLocation

  /// Runs the element and the parent in the order the stack action calls for, pops and pushes,
  /// and cancels the effects of elements that left the stack.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // The ids read where they lie: a copy of the stack would retain and release all it holds.
    // The ids this `forEach` saw are kept only when they are not these (seldom): each array kept
    // costs a retain and a release.
    let (before, seenIfOther) = toStackState.read(&state) {
      ($0.ids, $0.idsSeenByForEach == $0.ids ? nil : $0.idsSeenByForEach)
    }
    var elementEffects = Effect<Parent.Action>.none
    // The stack's action read inside `extract`: an optional of it (large) cost a generic copy
    // and destroy for every action, and most actions are not the stack's.
    let stackActionEffects = toStackAction.extract(from: action) { stackAction in
      let parentEffects: Effect<Parent.Action>
      switch stackAction {
      case let .element(id, elementAction):
        if before.contains(id) {
          elementEffects = toStackState.modify(&state) { stack in
            element.reduceChild(
              into: &stack[id: id]!, action: elementAction, as: childID(id),
              embed: { { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) } },
              dismissal: { toStackAction.embed(.popFrom(id: id)) })
          }
        } else {
          report(.missingElement, action: action, id: id, ids: before)
        }
        parentEffects = parent.reduce(into: &state, action: action)

      case let .popFrom(id):
        parentEffects = parent.reduce(into: &state, action: action)
        if toStackState.read(&state, { $0.ids.contains(id) }) {
          toStackState.modify(&state) { $0.pop(from: id) }
        } else {
          report(.missingPopped, action: action, id: id, ids: before)
        }

      case let .push(id, elementState):
        if before.contains(id) {
          report(.pushedExisting, action: action, id: id, ids: before)
        } else {
          reportIfUnexpectedInATest(push: id, action: action, ids: before)
          toStackState.modify(&state) { $0[id: id] = elementState }
        }
        parentEffects = parent.reduce(into: &state, action: action)
      }
      return parentEffects
    }
    let parentEffects = stackActionEffects ?? parent.reduce(into: &state, action: action)

    // The usual case: the ids it saw are the ids before and after. Nothing to cancel or note.
    if seenIfOther == nil, toStackState.read(&state, { $0.ids == before }) {
      return elementEffects.merge(with: parentEffects)
    }
    let seen = seenIfOther ?? before
    let after = toStackState.read(&state) { $0.ids }
    let cancelEffects = Effect<Parent.Action>.cancelChildren(
      seen: seen, before: before, after: after, at: { childID($0).path })
    if seen != after { toStackState.modify(&state) { $0.idsSeenByForEach = after } }
    return elementEffects.merge(with: parentEffects).merge(with: cancelEffects)
  }

  /// In a test, where ids are predictable, reports a push whose id is above the next id the
  /// stack would give, as TCA does: the test skipped ids, so later appends in the test and in the
  /// reducer may not get the ids it expects. The push still happens.
  private func reportIfUnexpectedInATest(
    push id: StackElementID, action: Parent.Action, ids: [StackElementID]
  ) {
    let dependencies = DependencyValues._current
    guard dependencies.context == .test else { return }
    let next = dependencies.stackElementID.peek()
    if id > next { report(.unexpectedPushedID(expected: next), action: action, id: id, ids: ids) }
  }

  /// The id of the element with `id`, like a `forEach` row's.
  private func childID(_ id: StackElementID) -> ChildID {
    ChildID(keyPath: toStackState.keyPath, elementType: Element.State.self, id: id)
  }

  /// What went wrong with a stack action.
  private enum Misuse {
    case missingElement, missingPopped, pushedExisting
    case unexpectedPushedID(expected: StackElementID)
  }

  /// Reports a stack action that could not be carried out, with the stack's ids.
  private func report(
    _ misuse: Misuse, action: Parent.Action, id: StackElementID, ids: [StackElementID]
  ) {
    let summary: String
    let causes: [String]
    switch misuse {
    case .missingElement:
      summary = "received an action for an element that is not on the stack"
      causes = [
        """
        a parent reducer popped the element before the "forEach" ran: "forEach" must come \
        after the reducer it modifies, so the element handles its actions while it is on the stack
        """,
        """
        an effect sent this action after the element was popped: cancel the element's \
        long-running effects before popping it
        """,
        "the action was sent for an id that is not on the stack",
      ]
    case .missingPopped:
      summary = "received \"popFrom\" for an element that is not on the stack"
      causes = [
        "the element was already popped, by the parent or by an earlier action",
        "the action was sent for an id that is not on the stack",
      ]
    case .pushedExisting:
      summary = "received \"push\" with an id that is already on the stack; nothing was pushed"
      causes = [
        """
        the id was taken from an element already on the stack: push with a new id, such as \
        the next one a test expects, or append to the stack's state instead
        """
      ]
    case let .unexpectedPushedID(expected):
      summary =
        "received a \"push\" action with an unexpected generational ID; the next ID is \(expected)"
      causes = [
        """
        the test pushed with an id it guessed: in a test store ids count 0, 1, 2… from the \
        store's start, and each push or append takes the next one; push with \(expected)
        """
      ]
    }
    location.reportChildMisuse(
      by: "forEach", summary, action: action,
      details: ["ID: \(id)", "Stack IDs: [\(ids.map(\.description).joined(separator: ", "))]"],
      causes: causes)
  }
}

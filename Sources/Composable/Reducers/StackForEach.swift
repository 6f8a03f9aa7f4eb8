extension Reducer {
  /// Runs `element` on the elements of a navigation stack, for the stack's actions:
  /// `.forEach(\.path, action: Action.path) { Path() }`.
  ///
  /// `.element(id:action:)` runs the element, then this reducer. `.popFrom(id:)` runs this
  /// reducer first, then pops that element and every element above it. `.push(id:state:)`
  /// appends the element under its id, then runs this reducer. Whenever elements leave the
  /// stack, every effect they started is cancelled; inside an element, `@Dependency(\.dismiss)`
  /// pops it. An action for an id that is not on the stack, or a push of an id already on it, is
  /// reported.
  public consuming func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: @escaping (StackAction<ElementState, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StackForEachReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    StackForEachReducer(
      parent: self, element: element(), toStackState: toStackState,
      toStackAction: CaseExtractor(toStackAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a navigation stack of child features: what `forEach` over a
/// `StackState` builds.
public struct StackForEachReducer<Parent: Reducer, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  let toStackAction: CaseExtractor<Parent.Action, StackAction<Element.State, Element.Action>>
  let location: SourceLocation

  /// Runs the element and the parent in the order the stack action calls for, pops and pushes,
  /// and cancels the effects of elements that left the stack.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    var elementEffects = Effect<Parent.Action>.none
    let parentEffects: Effect<Parent.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      if idsBefore.contains(id) {
        let path = navigationIDPath(of: id)
        let effect = withDependencies {
          $0.navigationIDPath = path
          $0.dismiss = DismissEffect(navigationIDPath: path)
        } operation: {
          element.reduce(into: &state[keyPath: toStackState][id: id]!, action: elementAction)
        }
        // Only an effect can call `dismiss`, so the pop it asks for is registered only when the
        // element returns one (and unregistered when the element is popped).
        if !effect.isNone {
          elementEffects = effect
            .map { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) }
            .cancellable(navigationIDPath: path)
            .merge(with: Effect(operation: .dismissal(path, toStackAction.embed(.popFrom(id: id)))))
        }
      } else {
        report(.missingElement, action: action, id: id, ids: idsBefore)
      }
      parentEffects = parent.reduce(into: &state, action: action)

    case let .popFrom(id)?:
      parentEffects = parent.reduce(into: &state, action: action)
      if state[keyPath: toStackState].ids.contains(id) {
        state[keyPath: toStackState].pop(from: id)
      } else {
        report(.missingPopped, action: action, id: id, ids: idsBefore)
      }

    case let .push(id, elementState)?:
      if idsBefore.contains(id) {
        report(.pushedExisting, action: action, id: id, ids: idsBefore)
      } else {
        state[keyPath: toStackState][id: id] = elementState
      }
      parentEffects = parent.reduce(into: &state, action: action)

    case nil:
      parentEffects = parent.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    var cancelEffects = Effect<Parent.Action>.none
    if idsBefore != idsAfter {
      let remaining = Set(idsAfter)
      cancelEffects = .merge(
        idsBefore.filter { !remaining.contains($0) }.map {
          .cancel(navigationIDPath: navigationIDPath(of: $0))
        })
    }
    return elementEffects.merge(with: parentEffects).merge(with: cancelEffects)
  }

  /// The navigation path of the element with `id`, like a `forEach` row's.
  private func navigationIDPath(of id: StackElementID) -> NavigationIDPath {
    ChildID(keyPath: toStackState, elementType: Element.State.self, id: id).path
  }

  /// What went wrong with a stack action.
  private enum Misuse {
    case missingElement, missingPopped, pushedExisting
  }

  private func report(
    _ misuse: Misuse, action: Parent.Action, id: StackElementID, ids: [StackElementID]
  ) {
    let ids = "[" + ids.map(\.description).joined(separator: ", ") + "]"
    let summary: String
    let causes: String
    switch misuse {
    case .missingElement:
      summary = "received an action for an element that is not on the stack"
      causes = """
        • a parent reducer popped the element before the "forEach" ran: "forEach" must come \
        after the reducer it modifies, so the element handles its actions while it is on the stack;
        • an effect sent this action after the element was popped: cancel the element's \
        long-running effects before popping it;
        • the action was sent for an id that is not on the stack.
        """
    case .missingPopped:
      summary = "received \"popFrom\" for an element that is not on the stack"
      causes = """
        • the element was already popped, by the parent or by an earlier action;
        • the action was sent for an id that is not on the stack.
        """
    case .pushedExisting:
      summary = "received \"push\" with an id that is already on the stack; nothing was pushed"
      causes = """
        • the id was taken from an element already on the stack: push with a new id, such as \
        the next one a test expects, or append to the stack's state instead.
        """
    }
    location.report(
      """
      A "forEach" at "\(location)" \(summary). …

        Action:
      \(indented(customDump(action), by: 4))
        ID: \(id)
        Stack IDs: \(ids)

      This is generally an application logic error. It can happen when:
      \(causes)
      """)
  }
}

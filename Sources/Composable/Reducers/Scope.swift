/// Runs a child reducer on a part of the parent's state, for the parent's actions of one case:
/// `Scope(state: \.addToCartState, action: Action.addToCart) { AddToCartDomain() }`, or, on an
/// enum state, on one of its cases: `Scope(state: State.edit, action: Action.edit) { EditForm() }`
/// (see `ScopeCase.swift`).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  let toChildState: ScopedState<ParentState, Child.State>
  let toChildAction: CaseExtractor<ParentAction, Child.Action>
  let child: Child

  /// Scopes `child` to the state at `state` and the actions of the case `action`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = child()
  }

  /// Runs the child if the action is the child's; lifts its effect into parent actions.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    switch toChildState {
    case let .keyPath(keyPath):
      return child
        .reduce(into: &state[keyPath: keyPath], action: childAction)
        .map(toChildAction.embed)
    case let .enumCase(enumCase, location):
      return reduceCase(enumCase, at: location, into: &state, action: action, childAction: childAction)
    }
  }
}

/// Where a `Scope` finds its child's state: at a key path, or in one case of an enum state.
enum ScopedState<ParentState, ChildState> {
  case keyPath(WritableKeyPath<ParentState, ChildState>)
  case enumCase(CaseExtractor<ParentState, ChildState>, SourceLocation)
}

/// Runs a child reducer on a part of the parent's state, for the parent's actions of one case:
/// `Scope(state: \.addToCartState, action: Action.addToCart) { AddToCartDomain() }`, or, on an
/// enum state, on one of its cases: `Scope(state: State.edit, action: Action.edit) { EditForm() }`.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state is, for a key-path scope; nil for an enum-case scope.
  let toChildState: WritableKeyPath<ParentState, Child.State>?
  /// The case holding the child's state, for an enum-case scope (see `ScopeCase.swift`); kept
  /// behind one reference so a key-path scope stays as cheap to copy as it was.
  let toChildCase: ScopedCase<ParentState, Child.State>?
  let toChildAction: CaseExtractor<ParentAction, Child.Action>
  let child: Child

  /// Scopes `child` to the state at `state` and the actions of the case `action`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildCase = nil
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = child()
  }

  /// Runs the child if the action is the child's; lifts its effect into parent actions.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    toChildAction.extract(from: action) { childAction in
      guard let toChildState else {
        return reduceCase(into: &state, action: action, childAction: childAction)
      }
      let childEffect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
      // Most actions start no effect: lifting nothing would only build a closure.
      if childEffect.isNone { return .none }
      return childEffect.map(toChildAction.embed)
    } ?? .none
  }
}

/// Runs a child reducer on a part of the parent's state, for the parent's actions of one case:
/// `Scope(state: \.addToCartState, action: Action.addToCart) { AddToCartDomain() }`, or, on an
/// enum state, on one of its cases: `Scope(state: State.edit, action: Action.edit) { EditForm() }`.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// The two ways of scoping: where the child's state is.
  enum Mode {
    /// A part of the parent's state, at a key path, changed in place at its offset when it has
    /// one (Performance/KeyPathAccess.swift).
    case keyPath(KeyPathAccess<ParentState, Child.State>)
    /// The payload of one case of the parent's enum state (see `ScopeCase.swift`), kept behind
    /// one reference, so a scope stays small to copy.
    case enumCase(ScopedCase<ParentState, Child.State>)
  }

  let mode: Mode
  let toChildAction: CaseExtractor<ParentAction, Child.Action>
  /// The child, its body built once (Performance/BodyKeepingReducer.swift).
  let child: BodyKeepingReducer<Child>

  /// Scopes `child` to the state at `state` and the actions of the case `action`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.mode = .keyPath(KeyPathAccess(toChildState))
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = BodyKeepingReducer(child())
  }

  /// Runs the child if the action is the child's; lifts its effect into parent actions. (Always
  /// inlined into the reducer that runs it: a call that passes a large action copies it, which
  /// cost a `memcpy` of a root action at each layer, Documentation/Performance.md.)
  @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    toChildAction.extract(from: action) { childAction in
      let childEffect: Effect<Child.Action>
      switch mode {
      case let .keyPath(toChildState):
        childEffect = toChildState.modify(&state) { child.reduce(into: &$0, action: childAction) }
      case let .enumCase(toChildCase):
        childEffect = toChildCase.reduce(child, into: &state, action: action, childAction: childAction)
      }
      // Most actions start no effect: lifting nothing would only build a closure.
      if childEffect.isNone { return .none }
      return childEffect.map(toChildAction.embed)
    } ?? .none
  }
}

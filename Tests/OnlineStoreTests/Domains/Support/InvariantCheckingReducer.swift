import Composable

/// Runs a reducer and hands every action it processed, with the state it left, to `check`:
/// how a property test looks at the app after each step, effect-sent actions included.
struct InvariantCheckingReducer<Base: Reducer>: Reducer {
  let base: Base
  let check: (Base.Action, Base.State) -> Void

  /// Runs the base reducer, then the check.
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    check(action, state)
    return effect
  }
}

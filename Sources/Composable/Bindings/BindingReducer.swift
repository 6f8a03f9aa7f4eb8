/// Applies binding actions to the state: put `BindingReducer()` first in the body of a feature
/// whose `Action` is a `BindableAction`, and every `.binding(.set(\.field, value))` sets the
/// field before the feature's own logic runs.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// Creates the reducer.
  public init() {}

  /// Sets the field of a binding action; other actions pass through.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.set(&state)
    return .none
  }
}

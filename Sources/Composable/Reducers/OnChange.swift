extension Reducer {
  /// Runs the reducer `toReducer` builds after this one, whenever the value at `toValue` changed:
  ///
  /// ```swift
  /// .onChange(of: \.email) { oldValue, newValue in
  ///   Reduce { state, _ in
  ///     state.isEmailValid = newValue.contains("@")
  ///     return .none
  ///   }
  /// }
  /// ```
  ///
  /// It takes one `Equatable` value; to watch several fields, chain several `onChange`s or watch
  /// an `Equatable` struct of them.
  public consuming func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ toReducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed>
  where Changed.State == State, Changed.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, toReducer: toReducer)
  }
}

/// A reducer followed by another that runs only when a value of the state changed: what
/// `onChange(of:)` builds.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let toReducer: (Value, Value) -> Changed

  /// Runs the base, then, if the value changed, the reducer built from the old and new values;
  /// their effects are merged.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffects }
    let changedEffects = toReducer(oldValue, newValue).reduce(into: &state, action: action)
    return baseEffects.merge(with: changedEffects)
  }
}

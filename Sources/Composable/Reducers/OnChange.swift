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
  /// It takes one `Equatable` value (or any value with `removeDuplicates:`); to watch several
  /// fields, chain several `onChange`s or watch an `Equatable` struct of them.
  public consuming func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ toReducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed>
  where Changed.State == State, Changed.Action == Action {
    onChange(of: toValue, removeDuplicates: ==, toReducer)
  }

  /// Runs the reducer `toReducer` builds after this one, whenever the value at `toValue` changed
  /// as `isDuplicate` sees it, for a value that is not `Equatable` or that changes only in some
  /// fields: `.onChange(of: \.draft, removeDuplicates: { $0.id == $1.id }) { old, new in … }`.
  public consuming func onChange<Value, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ toReducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed>
  where Changed.State == State, Changed.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, toReducer: toReducer)
  }
}

/// A reducer followed by another that runs only when a value of the state changed: what
/// `onChange(of:)` builds.
public struct OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let toReducer: (Value, Value) -> Changed

  /// Runs the base, then, if the value changed, the reducer built from the old and new values;
  /// their effects are merged.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    let changedEffects = toReducer(oldValue, newValue).reduce(into: &state, action: action)
    return baseEffects.merge(with: changedEffects)
  }
}

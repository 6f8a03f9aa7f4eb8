extension Reducer {
  /// The same reducer with one dependency set, for it and the effects it returns:
  /// `Feature().dependency(\.uuid, .incrementing)`.
  public consuming func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> DependencyModifiedReducer<Self> {
    let value = UncheckedSendable(value)
    return DependencyModifiedReducer(base: BodyKeepingReducer(self)) { $0[keyPath: keyPath] = value.value }
  }

  /// The same reducer with its dependencies changed by `transform`, for it and its effects.
  public consuming func transformDependencies(
    _ transform: @escaping (inout DependencyValues) -> Void
  ) -> DependencyModifiedReducer<Self> {
    DependencyModifiedReducer(base: BodyKeepingReducer(self), update: transform)
  }
}

/// A reducer that runs with changed dependencies: what `.dependency` builds.
public struct DependencyModifiedReducer<Base: Reducer>: Reducer {
  let base: BodyKeepingReducer<Base>
  let update: (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }
}

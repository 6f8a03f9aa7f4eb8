/// A reducer that changes nothing and returns no effect.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  public init() {}

  /// Does nothing.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

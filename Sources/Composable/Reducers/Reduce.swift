/// A reducer written inline as a closure: the usual way to add a feature's own logic to its body.
public struct Reduce<State, Action>: Reducer {
  private let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps any reducer of the same state and action.
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  /// Runs the closure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

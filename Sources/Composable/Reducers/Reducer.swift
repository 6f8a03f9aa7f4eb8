/// A feature's logic: how an action changes the state, and which effect follows.
///
/// Implement `reduce(into:action:)` for a leaf feature, or `body` to compose reducers
/// (`Scope`, `Reduce`, `.forEach`, `.ifLet`, …), which run top to bottom.
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen in the feature.
  associatedtype Action
  /// The reducer the body builds; `Never` for a reducer that implements `reduce` itself.
  associatedtype Body

  /// Changes `state` for `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is made of, run top to bottom.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Reduces as `reduce(into:action:)` does, through the body `keeper` kept if it kept one:
  /// how a store and the reducers that run children build a body once rather than for every
  /// action (Performance/BodyKeepingReducer.swift). Implemented for every reducer; do not
  /// implement it.
  func _reduce(
    into state: inout State, action: Action, keepingBodyIn keeper: BodyKeepingReducer<Self>
  ) -> Effect<Action>
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError("\(Self.self) has no body: it implements reduce(into:action:). Do not call body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body reduces by running its body.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of a feature's state and actions, written `ReducerOf<Feature>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

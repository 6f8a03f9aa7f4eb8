import Composable

/// What a grader puts in place of what a test builds: the kit's exercises run a learner's test
/// again on broken versions of their feature, and while one is in place, the learner's
/// `TestStore(initialState: …) { Feature() }` builds that version instead.
///
/// Each part applies only to a store of the same state (and, for the reducer, action) types;
/// a store of another feature in the same test is built as written. Outside grading nothing is
/// in place, and `TestStore` builds exactly what the test says.
package struct TestStoreSubstitution: Sendable {
  /// The broken feature, built in place of the test's reducer.
  package var reducer: (@Sendable () -> any Reducer)?
  /// A change to the state the test starts from (a broken state builder's result).
  package var initialState: (@Sendable (Any) -> Any?)?
  /// Changes to the dependencies, made after the test's own `withDependencies`.
  package var dependencies: (@Sendable (inout DependencyValues) -> Void)?
  /// How long `receive` and `finish` wait, in place of the store's default.
  package var timeout: Duration?

  /// A substitution of the parts given.
  package init(
    reducer: (@Sendable () -> any Reducer)? = nil,
    initialState: (@Sendable (Any) -> Any?)? = nil,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil,
    timeout: Duration? = nil
  ) {
    self.reducer = reducer
    self.initialState = initialState
    self.dependencies = dependencies
    self.timeout = timeout
  }

  /// The substitution in place for the test running now, if a grader set one.
  @TaskLocal package static var current: TestStoreSubstitution?

  /// The reducer to build in place of the test's, when this substitution has one of its types.
  func reducer<State, Action>(of _: State.Type, _: Action.Type) -> (any Reducer<State, Action>)? {
    reducer?() as? any Reducer<State, Action>
  }

  /// The state to start from in place of `state`, when this substitution changes a state of
  /// its type.
  func initialState<State>(replacing state: State) -> State {
    initialState?(state) as? State ?? state
  }
}

import Composable
import ComposableTesting

/// A version of an exercise's feature that the learner's tests are run on again: a broken one
/// their tests must fail on, or a harmless variant they must pass on.
///
/// It is put in place through `TestStore`: while it runs, the learner's
/// `TestStore(initialState: …) { Feature() }` builds it instead of what the test wrote.
public struct BrokenVersion: Sendable {
  /// Whether a good test fails or passes on this version.
  public enum Kind: Sendable {
    /// The feature is broken: a good test fails on it.
    case broken
    /// The feature differs only in what the test was asked to leave unchecked: a good test
    /// passes on it.
    case harmless
  }

  /// What this version is, read after "passes on" or "fails on": "a counter whose reset does
  /// nothing".
  public var name: String
  /// What to change in the test when it gets this version wrong.
  public var advice: String
  /// Whether a good test fails or passes on it.
  public var kind: Kind
  /// What `TestStore` builds in place of what the test wrote.
  package var substitution: TestStoreSubstitution

  /// A version with the substitution given.
  package init(_ name: String, advice: String, kind: Kind, substitution: TestStoreSubstitution) {
    self.name = name
    self.advice = advice
    self.kind = kind
    self.substitution = substitution
  }

  /// The feature replaced by `reducer`, in every store of `Feature` the test makes.
  public static func reducer<Feature: Reducer, Version: Reducer>(
    _ name: String, replacing _: Feature.Type, advice: String, kind: Kind = .broken,
    _ reducer: @escaping @Sendable () -> Version
  ) -> Self where Version.State == Feature.State, Version.Action == Feature.Action {
    Self(name, advice: advice, kind: kind, substitution: TestStoreSubstitution(reducer: reducer))
  }

  /// The state the test starts from changed by `change`, for a store of that state type: what a
  /// broken state builder would have made of it.
  public static func initialState<State>(
    _ name: String, advice: String, kind: Kind = .broken,
    _ change: @escaping @Sendable (inout State) -> Void
  ) -> Self {
    Self(
      name, advice: advice, kind: kind,
      substitution: TestStoreSubstitution(initialState: { state in
        guard var changed = state as? State else { return nil }
        change(&changed)
        return changed
      }))
  }

  /// The test's dependencies changed by `change` after its own `withDependencies`, and, when
  /// `timeout` is given, the store's default wait set to it.
  public static func dependencies(
    _ name: String, advice: String, kind: Kind = .broken, timeout: Duration? = nil,
    _ change: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    Self(
      name, advice: advice, kind: kind,
      substitution: TestStoreSubstitution(dependencies: change, timeout: timeout))
  }

  /// This version with the test's dependencies also changed by `change`, and, when `timeout` is
  /// given, the store's default wait set to it.
  public func withDependencies(
    timeout: Duration? = nil, _ change: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    var version = self
    let earlier = substitution.dependencies
    version.substitution.dependencies = { dependencies in
      earlier?(&dependencies)
      change(&dependencies)
    }
    version.substitution.timeout = timeout ?? substitution.timeout
    return version
  }
}

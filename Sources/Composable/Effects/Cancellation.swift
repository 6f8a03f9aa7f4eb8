extension Effect {
  /// The same effect, made cancellable with `id`: `.cancel(id:)` ends it, and with
  /// `cancelInFlight` starting it first cancels any running effect with the same id.
  ///
  /// Ids are local to the feature that creates them: two rows of a list that both use the id
  /// `"timer"` do not cancel each other.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return .none }
    return Self(
      operation: .cancellable(id: EffectCancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect made cancellable with `id` by this feature.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: EffectCancelID(id)))
  }

  /// Makes the effect cancellable together with everything a child at `path` started.
  package func cancellable(navigationIDPath path: NavigationIDPath) -> Self {
    if case .none = operation { return .none }
    return Self(
      operation: .cancellable(id: EffectCancelID(path), cancelInFlight: false, self))
  }

  /// Cancels everything started by the child at `path`, its own ids included.
  package static func cancel(navigationIDPath path: NavigationIDPath) -> Self {
    Self(operation: .cancel(id: EffectCancelID(path)))
  }
}

/// A cancellation id as the store keys it: the user's id within the feature that made it, or the
/// whole subtree of a child feature.
package struct EffectCancelID: Hashable, Sendable {
  private let id: ErasedHashable?
  package let navigationIDPath: NavigationIDPath

  /// The user's `id`, qualified by the feature currently reducing.
  init(_ id: some Hashable & Sendable) {
    self.id = ErasedHashable(id)
    self.navigationIDPath = DependencyValues._current.navigationIDPath
  }

  /// Everything started below the child at `path`.
  init(_ path: NavigationIDPath) {
    self.id = nil
    self.navigationIDPath = path
  }

  /// Whether the id stands for a child's whole subtree rather than one user id.
  var isSubtree: Bool { id == nil }
}

extension Effect {
  /// The same effect, made cancellable with `id`: `.cancel(id:)` ends it, and with
  /// `cancelInFlight` starting it first cancels any running effect with the same id.
  ///
  /// An id belongs to the feature that creates it and reaches down, as in TCA: a `.cancel(id:)`
  /// stops the effects with that id of its own feature and of every child feature below it
  /// (presented, optional, a row, a stack element), never those of a parent or a sibling. Two
  /// rows of a list that both use the id `"timer"` do not cancel each other; their list cancels
  /// both.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return .none }
    return Self(
      operation: .cancellable(id: EffectCancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect made cancellable with `id` by this feature or
  /// by a child feature below it.
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
    self.navigationIDPath = CurrentDependencies.navigationIDPath  // Performance/CurrentDependenciesInPlace.swift
  }

  /// Everything started below the child at `path`.
  init(_ path: NavigationIDPath) {
    self.id = nil
    self.navigationIDPath = path
  }

  /// Whether the id stands for a child's whole subtree rather than one user id.
  var isSubtree: Bool { id == nil }

  /// The keys an effect made cancellable with this id is filed under, so that cancelling any of
  /// them stops it: a user id at its feature's path and at every path above it (a cancel from a
  /// parent reaches it); a subtree only at its own path (each child's subtree is filed there).
  var filingKeys: [EffectCancelID] {
    guard let id else { return [self] }
    return navigationIDPath.prefixes.map { EffectCancelID(id: id, navigationIDPath: $0) }
  }

  private init(id: ErasedHashable, navigationIDPath: NavigationIDPath) {
    self.id = id
    self.navigationIDPath = navigationIDPath
  }
}

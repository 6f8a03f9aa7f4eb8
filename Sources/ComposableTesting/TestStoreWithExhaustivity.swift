import Composable

extension TestStore {
  /// Runs `operation` with the store's exhaustivity set to `exhaustivity`, then sets it back to
  /// what it was, even if the operation throws:
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
  ///   await store.skipReceivedActions()
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }
}

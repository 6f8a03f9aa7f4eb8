extension Store {
  /// Sends `action` as `send(action)` does: `store.send(.toggled, animation: .default)`. The
  /// animation is accepted and ignored (see `Animation`).
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }
}

extension Send {
  /// Sends `action` as `send(action)` does: `await send(.loaded(items), animation: .default)`.
  /// The animation is accepted and ignored (see `Animation`).
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }
}

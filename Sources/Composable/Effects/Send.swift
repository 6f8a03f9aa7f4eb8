/// Sends actions from an effect back into the store. Call it like a function: `await send(.tick)`.
/// Once the effect's task is cancelled, sending does nothing.
@MainActor
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands each action to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` into the store, unless the effect's task was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

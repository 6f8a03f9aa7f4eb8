import Composable

extension TerminalApp {
  /// Sends an action to the store as a key press would, e.g. to start loading when the app opens
  /// (SwiftUI's `.task { store.send(.fetchProducts) }`): its effects are tracked, so a script's
  /// `wait` and `finishEffects()` wait for them, and the screen is redrawn.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    drawingOnce {
      let task = store.send(action)
      track(task)
      return task
    }
  }
}

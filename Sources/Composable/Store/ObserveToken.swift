import Synchronization

/// Keeps an observation of a store alive: it ends when the token is cancelled or released.
public final class ObserveToken: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(onCancel)
  }

  /// Ends the observation.
  public func cancel() {
    let onCancel = self.onCancel.withLock { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    onCancel?()
  }

  deinit {
    cancel()
  }
}

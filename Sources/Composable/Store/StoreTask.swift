/// The effects started by one `send`: await them with `finish()`, or stop them with `cancel()`.
public struct StoreTask: Hashable, Sendable {
  package let rawValue: Task<Void, Never>?

  package init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects end; cancelling the waiting task cancels them.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled (true when there were none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

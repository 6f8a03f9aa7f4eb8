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
  ///
  /// It runs on the caller's actor (`nonisolated(nonsending)`), as the effects themselves do:
  /// awaited on the main actor with no effects to wait for, it returns without leaving it, where
  /// a plain `async` function would hop to the global executor and back, two thread switches
  /// that a test sending thousands of actions waited for more than for the actions themselves.
  nonisolated(nonsending) public func finish() async {
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

import Synchronization

/// A value that `@Sendable` endpoints can record into and a test can read afterwards.
final class LockedValue<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  /// A box holding `value`.
  init(_ value: Value) {
    storage = Mutex(value)
  }

  /// The current value.
  var value: Value { storage.withLock { $0 } }

  /// Changes the value in place.
  func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    storage.withLock { body(&$0) }
  }
}

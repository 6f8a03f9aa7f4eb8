import Dispatch

private enum MainQueueKey: DependencyKey {
  static let liveValue = AnySchedulerOf<DispatchQueue>.main
  static let testValue = AnySchedulerOf<DispatchQueue>.unimplemented
}

extension DependencyValues {
  /// The scheduler of the main queue, combine-schedulers' way of waiting in an effect:
  /// `@Dependency(\.mainQueue) var mainQueue`, then `mainQueue.timer(interval: 1)`. The app's
  /// waits real time; a test sets `DispatchQueue.test.eraseToAnyScheduler()` or `.immediate`.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}

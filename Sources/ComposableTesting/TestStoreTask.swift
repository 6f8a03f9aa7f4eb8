import Synchronization
import Testing

/// The effects started by one `TestStore.send`: wait for them with `finish()`, or end them with
/// `cancel()`, as a view's lifetime would.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // assertions…
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Cancels the effects and waits until they have stopped.
  @MainActor
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects end, failing the test if they still run after the timeout (the
  /// store's, unless one is given).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let limit = timeout ?? self.timeout
    let completion = Completion()
    Task {
      await rawValue.value
      completion.markDone()
    }
    let start = ContinuousClock.now
    while !completion.isDone {
      guard ContinuousClock.now - start < limit else {
        recordTestStoreIssue(
          TestStoreMessage.taskDidNotFinish(waited: limit),
          at: SourceLocation(fileID, filePath, line, column))
        return
      }
      await Task.yield()
    }
  }

  /// Whether the effects were cancelled (true when the action started none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}

/// A flag a watching task sets once the work it awaits has ended.
private final class Completion: Sendable {
  private let done = Mutex(false)

  /// Whether the work has ended.
  var isDone: Bool { done.withLock { $0 } }

  /// Records that the work has ended.
  func markDone() { done.withLock { $0 = true } }
}

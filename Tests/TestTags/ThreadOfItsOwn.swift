import Foundation

/// Runs `work` on a thread of its own and returns its result (or throws its error), the awaiting
/// task suspended meanwhile. Long synchronous work in a test (reading every file of the package,
/// a child process waited for) holds the thread it runs on: one of the two that Swift
/// concurrency shares among all the tests on this machine, or the main actor's, which every
/// test of a view or a store needs; a `static let` that several tests wait for blocks one more.
/// Here it holds none of them.
public func onThreadOfItsOwn<Value: Sendable, Failure: Error>(
  _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
    Thread.detachNewThread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }
  }
  return try result.get()
}

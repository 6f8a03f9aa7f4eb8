import Foundation

/// Runs `work` on a thread of its own and returns its result, the awaiting task suspended
/// meanwhile. Long synchronous work (reading every file of the package) done in a test holds one
/// of the few threads Swift concurrency shares among all the tests (one per core), and a
/// `static let` that tests wait for blocks another: here it holds neither.
func onThreadOfItsOwn<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}

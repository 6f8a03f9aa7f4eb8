import Foundation

/// Runs `work` on a thread of its own and returns its result, the awaiting task suspended
/// meanwhile: long synchronous work in a test (formatting seventy thousand prices twice) holds
/// the thread it runs on, one of the two that Swift concurrency shares among all the tests on
/// this machine, and the tests of views and stores wait for those threads to reach the main
/// actor. (`KitTests` has the same function, which also passes on an error.)
func onThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `work` on a thread of its own and returns its result (or throws its error), the awaiting
/// task suspended meanwhile. Long synchronous work in a test (reading every file of the package,
/// a child process waited for) holds the thread it runs on: one of the two that Swift
/// concurrency shares among all the tests on this machine, or the main actor's, which every
/// test of a view or a store needs; a `static let` that several tests wait for blocks one more.
/// Here it holds none of them, and yields the cores to them: the thread runs at a lower priority
/// (`runsInTheBackground`), so the main actor, the run's long pole, is not slowed by it.
public func onThreadOfItsOwn<Value: Sendable, Failure: Error>(
  _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
    Thread.detachNewThread {
      runsInTheBackground()
      continuation.resume(returning: Result { () throws(Failure) in try work() })
    }
  }
  return try result.get()
}

/// Lowers the calling thread's priority (a niceness of 10 on Linux, where each thread has its
/// own, and the processes it starts inherit it): the thread then runs when a core is free of
/// the threads the tests share and of the main actor's.
public func runsInTheBackground() {
  #if canImport(Glibc)
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
  #else
    Thread.current.qualityOfService = .utility
  #endif
}

import Dispatch

/// Runs `body` on the main thread outside any task, the way an app's event handler (a key press,
/// a tap) calls `store.send`, and returns what it returns.
///
/// Code inside a task and code outside one reach task-local values, such as the current
/// dependencies, by different paths: outside a task, making a value current allocates its entry
/// with `malloc` instead of the task's own allocator. The benchmarks used to call `send` from
/// inside their own task, a case an app's sends do not meet; a harness outside the repository
/// that called it from synchronous top-level code measured more.
@MainActor
func outsideAnyTask<Value: Sendable>(_ body: @escaping @MainActor @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async {
      continuation.resume(returning: MainActor.assumeIsolated { body() })
    }
  }
}

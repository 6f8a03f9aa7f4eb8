#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The current dependencies read where the runtime keeps them, and made current for a child
/// through the runtime's own entry points: what `DependencyValues._current` and
/// `DependencyValues.$_current.withValue(_:operation:)`, the plain paths, do, without their
/// generic code.
///
/// `_current` is a task-local value. `TaskLocal.get()` copies the value out through generic code
/// (value witnesses, a retain for each object it holds and a release later): about 270
/// instructions outside a task, where a store asks on every send only to compare the
/// dependencies' identity with its own, and a row of a `forEach` asks to extend its navigation
/// path. `get()` asks the runtime's `swift_task_localValueGet` for the address of the bound value
/// (none bound: the default is current) and copies it; `identity` and `copy` read it there.
/// `withValue` reaches the runtime's `swift_task_localValuePush` through generic code that copies
/// the value twice; `bound(_:run:)` hands it one copy, and pops it with `swift_task_localValuePop`.
/// The three entry points are found by name once (`dlsym`); where they are not found, both use
/// the plain paths.
/// (`withValue` also checks that no value is bound directly inside a task group's body, where a
/// child task could outlive it; a child reduces synchronously, so it never is.)
///
/// `FastPathTests` proves both read and bind what the plain paths read and bind, outside a task,
/// inside one, and under values bound by `withDependencies`.
@usableFromInline
enum CurrentDependencies {
  /// The task-local value's key: the address of its `TaskLocal` object, as `TaskLocal` passes it.
  private static var key: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(DependencyValues.$_current).toOpaque())
  }

  /// Whether the current dependencies have `identity`: `DependencyValues._current.identity ==
  /// identity`, with nothing copied.
  @usableFromInline
  static func have(_ identity: DependencyValues.Identity) -> Bool {
    guard let runtime = TaskLocalEntryPoints.found else { return DependencyValues._current.identity == identity }
    guard let bound = runtime.get(key) else { return identity == initialIdentity }
    return DependencyValues.identity(at: bound.assumingMemoryBound(to: DependencyValues.self)) == identity
  }

  /// The identity of the dependencies current where none were made current.
  private static let initialIdentity = DependencyValues.initial.identity

  /// A copy of the current dependencies: `DependencyValues._current`.
  static var copy: DependencyValues {
    guard let runtime = TaskLocalEntryPoints.found else { return DependencyValues._current }
    guard let bound = runtime.get(key) else { return DependencyValues.initial }
    return bound.assumingMemoryBound(to: DependencyValues.self).pointee
  }

  /// Runs `operation` with `values` current: `DependencyValues.$_current.withValue(values)`.
  static func bound<Result>(_ values: DependencyValues, run operation: () -> Result) -> Result {
    guard let runtime = TaskLocalEntryPoints.found else {
      return DependencyValues.$_current.withValue(values, operation: operation)
    }
    // The runtime takes a copy from this memory (it moves it into its own), so the memory is
    // left uninitialized, never deinitialized here.
    withUnsafeTemporaryAllocation(of: DependencyValues.self, capacity: 1) { memory in
      memory.initializeElement(at: 0, to: values)
      runtime.push(key, UnsafeMutableRawPointer(memory.baseAddress!), TaskLocalEntryPoints.valueType)
    }
    defer { runtime.pop() }
    return operation()
  }
}

/// The Swift runtime's task-local entry points, which `TaskLocal` calls.
private struct TaskLocalEntryPoints: @unchecked Sendable {
  /// `swift_task_localValueGet(key)`: the address of the value bound to `key` in the current task
  /// (or thread, outside any task), nil when none is bound.
  let get: @convention(thin) (UnsafeRawPointer) -> UnsafeMutableRawPointer?
  /// `swift_task_localValuePush(key, value, type)`: binds the value at `value` (taken, +1) of
  /// `type` to `key` until the matching pop.
  let push: @convention(thin) (UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  /// `swift_task_localValuePop()`: unbinds the value bound last.
  let pop: @convention(thin) () -> Void

  /// The entry points, found once by name in the running program; nil if one is missing.
  static let found: Self? = {
    let program = dlopen(nil, RTLD_NOW)
    guard let get = dlsym(program, "swift_task_localValueGet"),
      let push = dlsym(program, "swift_task_localValuePush"),
      let pop = dlsym(program, "swift_task_localValuePop")
    else { return nil }
    return Self(
      get: unsafeBitCast(get, to: (@convention(thin) (UnsafeRawPointer) -> UnsafeMutableRawPointer?).self),
      push: unsafeBitCast(
        push, to: (@convention(thin) (UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeRawPointer) -> Void).self),
      pop: unsafeBitCast(pop, to: (@convention(thin) () -> Void).self))
  }()

  /// The type metadata of the values bound, as the runtime's push takes it.
  static var valueType: UnsafeRawPointer {
    unsafeBitCast(DependencyValues.self as Any.Type, to: UnsafeRawPointer.self)
  }
}

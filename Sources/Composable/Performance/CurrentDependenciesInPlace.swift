import Synchronization

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
/// (none bound: the default is current) and copies it; `have(_:)`, `copy` and
/// `navigationIDPath` read it there. `withValue` reaches the runtime's `swift_task_localValuePush`
/// through generic code that copies the value twice; `bound(_:run:)` hands it one copy, and pops
/// it with `swift_task_localValuePop`. (`withValue` also checks that no value is bound directly
/// inside a task group's body, where a child task could outlive it; a child reduces
/// synchronously, so it never is.) A row's navigation path is not bound at all, but noted for its
/// thread (`withNavigationIDPath(_:run:)`). The three entry points are found by name once
/// (`dlsym`); where they are not found, every member here takes the plain path.
///
/// `FastPathTests` proves these read and bind what the plain paths read and bind, outside a task,
/// inside one, under values bound by `withDependencies`, and inside a child whose path is noted.
@usableFromInline
enum CurrentDependencies {
  /// Whether the current dependencies have `identity`: `DependencyValues._current.identity ==
  /// identity`, with nothing copied.
  @usableFromInline
  static func have(_ identity: DependencyValues.Identity) -> Bool {
    guard let runtime = TaskLocalEntryPoints.found else { return DependencyValues._current.identity == identity }
    let bound = runtime.get(runtime.key)
    if let path = ChildPathOverlay.path(over: bound, runtime: runtime) {
      var values = copy
      values.navigationIDPath = path
      return values.identity == identity
    }
    guard let bound else { return identity == runtime.initialIdentity }
    return DependencyValues.identity(at: bound.assumingMemoryBound(to: DependencyValues.self)) == identity
  }

  /// A copy of the current dependencies: `DependencyValues._current`, with the navigation path of
  /// the child reducing now (see `withNavigationIDPath(_:run:)`).
  static var copy: DependencyValues {
    guard let runtime = TaskLocalEntryPoints.found else { return DependencyValues._current }
    let bound = runtime.get(runtime.key)
    var values = bound.map { $0.assumingMemoryBound(to: DependencyValues.self).pointee } ?? DependencyValues.initial
    if let path = ChildPathOverlay.path(over: bound, runtime: runtime) { values.navigationIDPath = path }
    return values
  }

  /// The navigation path of the feature reducing now: `DependencyValues._current.navigationIDPath`,
  /// or the path of the child reducing now.
  static var navigationIDPath: NavigationIDPath {
    guard let runtime = TaskLocalEntryPoints.found else { return DependencyValues._current.navigationIDPath }
    return navigationIDPath(over: runtime.get(runtime.key), runtime: runtime)
  }

  /// The navigation path of the feature reducing now, the values bound now being at `bound`.
  @inline(__always)
  private static func navigationIDPath(
    over bound: UnsafeMutableRawPointer?, runtime: TaskLocalEntryPoints
  ) -> NavigationIDPath {
    if let path = ChildPathOverlay.path(over: bound, runtime: runtime) { return path }
    return bound.map { $0.assumingMemoryBound(to: DependencyValues.self).pointee.navigationIDPath }
      ?? DependencyValues.initial.navigationIDPath
  }

  /// Runs `operation` as a child at the path `childPath` makes of the current navigation path,
  /// and returns what it returns with that path: `withNavigationIDPath(childPath(navigationIDPath),
  /// run: operation)`, with the values bound now asked of the runtime once for both, not twice
  /// (about 70 instructions a row). `childPath` binds nothing (it appends, or gives a path kept).
  static func withChildNavigationIDPath<Result>(
    _ childPath: (NavigationIDPath) -> NavigationIDPath, run operation: () -> Result
  ) -> (result: Result, path: NavigationIDPath) {
    guard let runtime = TaskLocalEntryPoints.found else {
      let path = childPath(navigationIDPath)
      return (withNavigationIDPath(path, run: operation), path)
    }
    let bound = runtime.get(runtime.key)
    let path = childPath(navigationIDPath(over: bound, runtime: runtime))
    return (ChildPathOverlay.with(path, over: bound, runtime: runtime, run: operation), path)
  }

  /// Runs `operation` as a child at `path`: with the current dependencies, their navigation path
  /// changed to `path`, as `bound(_:run:)` of such a copy would.
  ///
  /// The navigation path is read only by the kit (it is not public), and always through this
  /// type. So it is not bound as a task-local value (the runtime allocates each bound value,
  /// outside a task with `malloc`, and frees it after: about 500 instructions of a row's action)
  /// but noted for this thread beside the values bound now, and applied by this type's reads while
  /// those are still the values bound: a value bound inside the child (`withDependencies`, a
  /// store's own dependencies) hides it, and the values the kit binds inside carry the path, since
  /// they are made from this type's copy. A child reduces synchronously, so the thread is the same
  /// until it returns. (`Task { … }` started by a reducer inherits the task-local values without
  /// the path: a child's work goes through effects, which carry the dependencies of their
  /// creation, path included.)
  static func withNavigationIDPath<Result>(_ path: NavigationIDPath, run operation: () -> Result) -> Result {
    guard let runtime = TaskLocalEntryPoints.found else {
      var values = copy
      values.navigationIDPath = path
      return bound(values, run: operation)
    }
    return ChildPathOverlay.with(path, over: runtime.get(runtime.key), runtime: runtime, run: operation)
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
      runtime.push(runtime.key, UnsafeMutableRawPointer(memory.baseAddress!), TaskLocalEntryPoints.valueType)
    }
    defer { runtime.pop() }
    return operation()
  }
}

/// The navigation path of the child reducing now on this thread, over the task-local values bound
/// then (see `CurrentDependencies.withNavigationIDPath(_:run:)`), kept in a thread-specific slot
/// (`pthread_getspecific`, about 20 instructions). While no thread has a path noted, which a count
/// of the paths noted on all threads tells, a read skips the slot: a store asks for its
/// dependencies at every send, outside any child.
private enum ChildPathOverlay {
  /// The path, and the address of the values bound when it was noted (nil: none bound).
  private struct Noted {
    let bound: UnsafeMutableRawPointer?
    let path: NavigationIDPath
  }

  /// One thread's noted path, released when the thread ends. Only its own thread touches it, so
  /// it skips the runtime's exclusivity checks (about 150 instructions a child).
  private final class Slot {
    @exclusivity(unchecked) var noted: Noted?
  }

  /// Makes the key of the threads' slots (kept with the entry points, so a read checks one lazy
  /// global).
  static func makeKey() -> pthread_key_t {
    var key = pthread_key_t()
    pthread_key_create(&key) { slot in
      #if canImport(Darwin)
      Unmanaged<Slot>.fromOpaque(slot).release()
      #else
      if let slot { Unmanaged<Slot>.fromOpaque(slot).release() }
      #endif
    }
    return key
  }

  /// The path noted on this thread over the values bound at `bound`.
  @inline(__always)
  static func path(over bound: UnsafeMutableRawPointer?, runtime: TaskLocalEntryPoints) -> NavigationIDPath? {
    // None noted on any thread (this thread's own notes are counted before it reads).
    guard runtime.notedPaths._withUnsafeGuaranteedRef({ $0.count.load(ordering: .relaxed) }) != 0,
      let slot = pthread_getspecific(runtime.slotKey)
    else { return nil }
    return Unmanaged<Slot>.fromOpaque(slot)._withUnsafeGuaranteedRef { slot in
      guard let noted = slot.noted, noted.bound == bound else { return nil }
      return noted.path
    }
  }

  /// Runs `operation` with `path` noted on this thread over the values bound at `bound`.
  static func with<Result>(
    _ path: NavigationIDPath, over bound: UnsafeMutableRawPointer?, runtime: TaskLocalEntryPoints,
    run operation: () -> Result
  ) -> Result {
    let slot: Slot
    if let existing = pthread_getspecific(runtime.slotKey) {
      slot = Unmanaged<Slot>.fromOpaque(existing).takeUnretainedValue()
    } else {
      slot = Slot()
      pthread_setspecific(runtime.slotKey, Unmanaged.passRetained(slot).toOpaque())
    }
    // Swapped in, and the outer one swapped back after: assigning copied the outer one out and
    // in again.
    var noted: Noted? = Noted(bound: bound, path: path)
    runtime.notedPaths._withUnsafeGuaranteedRef { _ = $0.count.add(1, ordering: .relaxed) }
    swap(&slot.noted, &noted)
    defer {
      swap(&slot.noted, &noted)
      runtime.notedPaths._withUnsafeGuaranteedRef { _ = $0.count.subtract(1, ordering: .relaxed) }
    }
    return operation()
  }

  /// How many paths are noted now, on all threads.
  final class Count: Sendable {
    let count = Atomic<Int>(0)
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
  /// The key of the threads' slots for a child's navigation path (`ChildPathOverlay`).
  let slotKey: pthread_key_t
  /// How many paths are noted on all threads now (`ChildPathOverlay`): made once and never
  /// freed, held unretained so that reading the entry points retains nothing.
  let notedPaths = Unmanaged.passRetained(ChildPathOverlay.Count())
  /// The task-local value's key: the address of its `TaskLocal` object, as `TaskLocal` passes it.
  /// (Kept here with the identity below: each global read asks `swift_once` first.)
  let key = UnsafeRawPointer(Unmanaged.passUnretained(DependencyValues.$_current).toOpaque())
  /// The identity of the dependencies current where none were made current.
  let initialIdentity = DependencyValues.initial.identity

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
      pop: unsafeBitCast(pop, to: (@convention(thin) () -> Void).self),
      slotKey: ChildPathOverlay.makeKey())
  }()

  /// The type metadata of the values bound, as the runtime's push takes it.
  static var valueType: UnsafeRawPointer {
    unsafeBitCast(DependencyValues.self as Any.Type, to: UnsafeRawPointer.self)
  }
}

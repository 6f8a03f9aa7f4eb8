import Synchronization

/// A feature held by a store, or by the reducer that runs it as a child (`Scope`, `forEach`,
/// `ifLet`, `ifCaseLet`, a presentation's `ifLet`): it builds the feature's `body` at its first
/// action and keeps it for the next ones, as long as building it read no dependency.
///
/// TCA builds a feature's body for every action (`Reducer.reduce(into:action:)` in
/// `Reducer.swift`, the plain path), and a deep send spent about a tenth of its instructions
/// making the key paths, extractors and closures of bodies and destroying them again. A body is
/// a function of the feature's value, which this reducer holds and never changes, and of the
/// dependencies current when it is built: one that reads `@Dependency(\.x)` while it is built
/// (`if isCompact { … }`, a child made with `Child(id: uuid())`, `dismiss` captured in a
/// closure) may build another reducer under other dependencies (another store's, a
/// `.dependency` modifier's, a test's changed `store.dependencies`, another stack element's
/// `dismiss`). Such a body is built again for every action, as TCA does; one that read none is
/// kept. Closures in the body that read dependencies when they run (`Reduce { … uuid() … }`)
/// read them at that action either way.
///
/// Whether building read a dependency is told by `dependencyReads`, which every `@Dependency`
/// read and every `withDependencies` counts: unchanged across the build, nothing was read. A
/// read on another thread meanwhile counts too, which only means the body is built again next
/// time. (Reading `DependencyValues._current` directly in a body is not counted: use
/// `@Dependency`. A feature that implements `reduce(into:action:)` and also has a reducer
/// `body` runs its body here, where TCA runs its `reduce`: implement one of the two.)
///
/// `BodyKeepingTests` proves a kept body reduces as the plain path does, and that bodies which
/// read dependencies see the current ones.
public final class BodyKeepingReducer<Base: Reducer>: Reducer {
  /// The feature.
  let base: Base
  /// Its body, once built without reading a dependency: stored once, retained until this
  /// reducer goes, and read without a lock. (`AtomicLazyReference` does the same through
  /// generic code of the standard library, which looked up type metadata on every read.)
  private let keptBody = Atomic<Unmanaged<KeptBody<Base.Body>>?>(nil)

  init(_ base: consuming Base) {
    self.base = base
  }

  deinit {
    keptBody.load(ordering: .acquiring)?.release()
  }

  /// The body kept, if any, where it is kept: `body` reads `$0.body` in place, where handing
  /// it the body's value copied the whole body (a root feature's is hundreds of bytes) for
  /// every action.
  @inline(__always)
  func withKeptBody<Result>(_ body: (KeptBody<Base.Body>) -> Result) -> Result? {
    guard let kept = keptBody.load(ordering: .acquiring) else { return nil }
    return kept._withUnsafeGuaranteedRef { body($0) }
  }

  /// Keeps `body`, unless another thread kept one first, and runs `reduce` on the one kept.
  func keep<Result>(_ body: consuming Base.Body, then reduce: (Base.Body) -> Result) -> Result {
    let kept = Unmanaged.passRetained(KeptBody(body))
    let (stored, first) = keptBody.compareExchange(
      expected: nil, desired: kept, ordering: .acquiringAndReleasing)
    if !stored { kept.release() }
    return (stored ? kept : first!)._withUnsafeGuaranteedRef { reduce($0.body) }
  }

  /// Runs the feature, through its kept body when it has one. Always inlined, as the step below
  /// it: each call that passes a large action copies it.
  @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base._reduce(into: &state, action: action, keepingBodyIn: self)
  }
}

/// A built body, kept by a `BodyKeepingReducer`.
final class KeptBody<Body> {
  let body: Body

  init(_ body: consuming Body) {
    self.body = body
  }
}

/// How many times any thread read a dependency through `@Dependency` or `withDependencies`.
let dependencyReads = Atomic<UInt>(0)

extension Reducer {
  /// A reducer without a body (it implements `reduce`) has nothing to keep.
  public func _reduce(
    into state: inout State, action: Action, keepingBodyIn keeper: BodyKeepingReducer<Self>
  ) -> Effect<Action> {
    reduce(into: &state, action: action)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the kept body, or builds the body and keeps it if building it read no dependency.
  @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, keepingBodyIn keeper: BodyKeepingReducer<Self>
  ) -> Effect<Action> {
    if let effect = keeper.withKeptBody({ $0.body.reduce(into: &state, action: action) }) {
      return effect
    }
    let readsBefore = dependencyReads.load(ordering: .relaxed)
    let body = self.body
    guard dependencyReads.load(ordering: .relaxed) == readsBefore else {
      return body.reduce(into: &state, action: action)
    }
    return keeper.keep(body) { $0.reduce(into: &state, action: action) }
  }
}

import Synchronization

/// The engine behind a store and its scopes: it owns the root state, runs the reducer for each
/// action, runs the effects that come back, and keeps track of what can be cancelled.
///
/// Actions sent while it is busy (by `.send` effects, or by an observer) wait in a queue and are
/// processed, in order, before the outermost `send` returns: a send never interleaves with another.
///
/// `send` is inlinable so that a module using a store compiles it for its own state and action
/// types: most sends find the runtime idle and start no effect, and that path then costs no
/// queue, no allocation and no generic code. The two steps it calls on that path, `reduce` and
/// `finishProcessing`, are always inlined into it: a large action (129 bytes for `RootDomain`)
/// was copied at each call.
///
/// The bookkeeping a send reads and writes (`dependencies`, `instrumentation`, `queue`,
/// `isProcessing`, `observers`) skips the runtime's exclusivity checks: each access is a short
/// read or write on the main actor that no other access can overlap, and the checks were a
/// tenth of a send's cost. `state`, which a reducer holds inout while user code runs, is
/// checked by a flag instead (`isReducing`): the runtime's check of it cost about 120
/// instructions per send, and reading `state` is the only other way to reach it.
@MainActor
package final class StoreRuntime<State, Action> {
  /// The state; read while the reducer changes it, it stops the program, as Swift's own check of
  /// overlapping accesses would.
  package var state: State {
    precondition(!isReducing, "Simultaneous accesses: the store's state was read while its reducer changed it")
    return reducedState
  }
  /// The state itself, changed only by `reduce`, which sets `isReducing` meanwhile.
  @exclusivity(unchecked) @usableFromInline var reducedState: State
  /// Whether the reducer is changing `reducedState` now.
  @exclusivity(unchecked) @usableFromInline var isReducing = false
  @exclusivity(unchecked) package var dependencies: DependencyValues {
    didSet { dependenciesIdentity = dependencies.identity }
  }
  /// The identity of `dependencies`, compared with the current dependencies' on every send
  /// without copying the store's (a retain and a release for each object they hold).
  @exclusivity(unchecked) @usableFromInline var dependenciesIdentity: DependencyValues.Identity
  @exclusivity(unchecked) package var instrumentation: StoreInstrumentation<State, Action>?

  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @exclusivity(unchecked) @usableFromInline var queue: [QueuedAction<Action>] = []
  /// Whether actions can be bindings, decided once, so other sends skip the binding check.
  @usableFromInline let actionsCanBeBindings = Action.self is any BindableAction.Type
  @exclusivity(unchecked) @usableFromInline var isProcessing = false
  private var cancellables: [EffectCancelID: [RunningEffect]] = [:]
  private var dismissals: [NavigationIDPath: Action] = [:]
  @exclusivity(unchecked) @usableFromInline var observers: [UInt64: @MainActor () -> Void] = [:]
  private var nextObserverID: UInt64 = 0

  package init<R: Reducer>(initialState: State, reducer: R, dependencies: DependencyValues)
  where R.State == State, R.Action == Action {
    self.reducedState = initialState
    // The body built once (Performance/BodyKeepingReducer.swift), run through a closure that
    // passes a large action on without copying it (Performance/LargeActionForwarding.swift).
    self.reducer = LargeActionForwarding.reducer(running: BodyKeepingReducer(reducer))
    self.dependencies = dependencies
    self.dependenciesIdentity = dependencies.identity
  }

  /// Processes `action` and everything it sends synchronously; returns a task for the effects
  /// started meanwhile, or nil when there are none or the runtime was already busy.
  @inlinable
  @discardableResult
  package func send(_ action: Action, origin: ActionOrigin = .send) -> Task<Void, Never>? {
    guard !isProcessing else {
      queue.append(QueuedAction(action: action, origin: origin))
      return nil
    }
    isProcessing = true
    let effect = reduce(action, origin: origin)
    if case .none = effect.operation, queue.isEmpty {
      finishProcessing(action, origin: origin)
      return nil
    }
    return process(effect, ofFirst: action, origin: origin)
  }

  /// Runs the reducer on `action` with the store's dependencies, and tells the instrumentation.
  @inlinable @inline(__always)
  func reduce(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    let effect: Effect<Action>
    isReducing = true
    // `DependencyValues._current.identity`, read where the runtime keeps the current values
    // (Performance/CurrentDependenciesInPlace.swift).
    if CurrentDependencies.have(dependenciesIdentity) {
      // A store used where it was made: its dependencies are already the current ones, and
      // making them current again would change nothing.
      effect = reducer(&reducedState, action)
    } else {
      effect = DependencyValues.$_current.withValue(dependencies) { reducer(&reducedState, action) }
    }
    isReducing = false
    instrumentation?.didReduce(action, origin, reducedState)
    return effect
  }

  /// Ends a batch of processing: the runtime is idle again, a binding the outermost action
  /// carried that no `BindingReducer` handled is reported, and observers are told.
  @inlinable @inline(__always)
  func finishProcessing(_ action: Action, origin: ActionOrigin) {
    isProcessing = false
    if origin == .send, actionsCanBeBindings { reportIfUnhandledBinding(action) }
    // Most stores (a benchmark's, a test's, a child feature's scope) have no observer: checked
    // first, the empty dictionary costs no iteration.
    if !observers.isEmpty { for observer in observers.values { observer() } }
  }

  /// Starts the first action's effect, processes the actions queued meanwhile in order, and
  /// returns a task for the effects they all started.
  @usableFromInline
  func process(
    _ firstEffect: Effect<Action>, ofFirst action: Action, origin: ActionOrigin
  ) -> Task<Void, Never>? {
    let tasks = EffectTasks()
    var started: [RunningEffect] = []
    var effect = firstEffect
    var (reduced, reducedOrigin) = (action, origin)
    var index = 0
    while true {
      let running = start(effect, feedingBackInto: tasks)
      if !running.isEmpty {
        started += running
        instrumentation?.track(running, reduced)
      }
      guard index < queue.count else { break }
      (reduced, reducedOrigin) = (queue[index].action, queue[index].origin)
      index += 1
      effect = reduce(reduced, origin: reducedOrigin)
    }
    queue.removeAll(keepingCapacity: true)
    finishProcessing(action, origin: origin)
    guard !started.isEmpty else { return nil }
    tasks.append(contentsOf: started.compactMap(\.task))
    return Task {
      await withTaskCancellationHandler {
        var index = 0
        while let task = tasks.task(at: index) {
          await task.value
          index += 1
        }
      } onCancel: {
        tasks.cancelAll()
      }
    }
  }

  /// Calls `onChange` after every batch of processed actions, until the returned id is removed.
  package func addObserver(_ onChange: @escaping @MainActor () -> Void) -> UInt64 {
    defer { nextObserverID += 1 }
    observers[nextObserverID] = onChange
    return nextObserverID
  }

  /// Stops calling an observer.
  package func removeObserver(_ id: UInt64) {
    observers[id] = nil
  }

  /// Starts `effect`; the tasks of actions its `.run` work sends back are added to `tasks`, so the
  /// `send` that started it finishes only after them, as in TCA.
  private func start(_ effect: Effect<Action>, feedingBackInto tasks: EffectTasks) -> [RunningEffect] {
    switch effect.operation {
    case .none:
      return []
    case let .send(action):
      send(action, origin: .effect)
      return []
    case let .run(priority, operation):
      let running = RunningEffect()
      let dismisser = WeakDismisser(runtime: self)
      running.task = Task(priority: priority) { @MainActor [weak self] in
        let send = Send<Action> { [weak self] in
          if let task = self?.send($0, origin: .effect) { tasks.append(contentsOf: [task]) }
        }
        if self != nil {
          await EffectContext.$dismisser.withValue(dismisser) { await operation(send) }
        }
        running.finish()
      }
      return [running]
    case let .merge(effects):
      return effects.flatMap { start($0, feedingBackInto: tasks) }
    case let .concatenate(effects):
      let firstAsynchronous = effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
      for effect in effects[..<firstAsynchronous] { _ = start(effect, feedingBackInto: tasks) }
      let remaining = effects[firstAsynchronous...]
      guard !remaining.isEmpty else { return [] }
      let running = RunningEffect()
      running.task = Task { @MainActor [weak self] in
        for effect in remaining {
          guard let self, !Task.isCancelled else { break }
          let stepTasks = self.start(effect, feedingBackInto: tasks).compactMap(\.task)
          await withTaskCancellationHandler {
            for task in stepTasks { await task.value }
          } onCancel: {
            for task in stepTasks { task.cancel() }
          }
        }
        running.finish()
      }
      return [running]
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id) }
      let running = start(effect, feedingBackInto: tasks)
      if !running.isEmpty {
        for key in id.filingKeys {
          cancellables[key, default: []].removeAll { $0.isFinished }
          cancellables[key, default: []] += running
        }
      }
      return running
    case let .cancel(id):
      cancel(id)
      return []
    case let .dismissal(path, action):
      dismissals[path] = action
      return []
    }
  }

  private func cancel(_ id: EffectCancelID) {
    for running in cancellables.removeValue(forKey: id) ?? [] { running.cancel() }
    for path in dismissals.keys where path.starts(with: id.navigationIDPath) && id.isSubtree {
      dismissals[path] = nil
    }
  }
}

extension StoreRuntime: Dismisser {
  /// Sends the dismiss action registered for the presented feature at `path`.
  package func dismiss(_ path: NavigationIDPath) -> Bool {
    guard let action = dismissals[path] else { return false }
    send(action, origin: .effect)
    return true
  }
}

/// An action waiting to be processed, and where it came from.
@usableFromInline
struct QueuedAction<Action> {
  @usableFromInline let action: Action
  @usableFromInline let origin: ActionOrigin

  @usableFromInline
  init(action: Action, origin: ActionOrigin) {
    self.action = action
    self.origin = origin
  }
}

/// Whether an action came from outside the store or from one of its effects.
@usableFromInline
package enum ActionOrigin: Sendable {
  /// Sent to the store.
  case send
  /// Sent back by an effect.
  case effect
}

/// Hooks a test store or an action log uses to watch a runtime.
package struct StoreInstrumentation<State, Action> {
  /// Called after each action is reduced, with the state it left.
  package var didReduce: @MainActor (Action, ActionOrigin, State) -> Void
  /// Called with the effects an action started, each of which reports when it ends.
  package var track: @MainActor ([RunningEffect], Action) -> Void

  package init(
    didReduce: @escaping @MainActor (Action, ActionOrigin, State) -> Void,
    track: @escaping @MainActor ([RunningEffect], Action) -> Void = { _, _ in }
  ) {
    self.didReduce = didReduce
    self.track = track
  }
}

/// One running piece of an effect: a task, and who to tell when it ends or is cancelled.
@MainActor
package final class RunningEffect {
  package var task: Task<Void, Never>?
  package private(set) var isFinished = false
  private var onFinish: [@MainActor () -> Void] = []

  package init() {}

  /// Calls `body` once, when the effect ends or is cancelled (at once if it already has).
  package func whenFinished(_ body: @escaping @MainActor () -> Void) {
    if isFinished { body() } else { onFinish.append(body) }
  }

  /// Cancels the task; for bookkeeping the effect counts as ended now.
  package func cancel() {
    task?.cancel()
    finish()
  }

  fileprivate func finish() {
    guard !isFinished else { return }
    isFinished = true
    let callbacks = onFinish
    onFinish = []
    for callback in callbacks { callback() }
  }
}

/// The tasks one outermost `send` waits for: its effects, then the effects of the actions they
/// send back, appended as they start.
private final class EffectTasks: Sendable {
  private let state = Mutex((tasks: [Task<Void, Never>](), isCancelled: false))

  /// Adds tasks to wait for; they are cancelled at once if the send was cancelled.
  func append(contentsOf newTasks: [Task<Void, Never>]) {
    let isCancelled = state.withLock { state in
      state.tasks += newTasks
      return state.isCancelled
    }
    if isCancelled { for task in newTasks { task.cancel() } }
  }

  /// The task at `index`, or nil past the end.
  func task(at index: Int) -> Task<Void, Never>? {
    state.withLock { index < $0.tasks.count ? $0.tasks[index] : nil }
  }

  /// Cancels every task, and any added later.
  func cancelAll() {
    let tasks = state.withLock { state in
      state.isCancelled = true
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }
}

/// The runtime as its effects see it: held weakly, so effects never keep a store alive.
private struct WeakDismisser<State, Action>: Dismisser {
  weak var runtime: StoreRuntime<State, Action>?

  func dismiss(_ path: NavigationIDPath) -> Bool {
    runtime?.dismiss(path) ?? false
  }
}

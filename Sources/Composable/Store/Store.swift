import Synchronization

/// Runs a feature: holds its state, sends actions through its reducer, runs the effects that
/// come back, and tells observers (views) when the state changed.
///
/// Read the state with `store.state` or directly, `store.count`. Scope it to give a child view
/// a store of the child's state and actions.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Identifiable {
  let observeRuntime: (@escaping @MainActor () -> Void) -> ObserveToken
  let readState: @MainActor () -> State
  let sendAction: @MainActor (Action) -> Task<Void, Never>?
  /// Whether this store is a scope of another: then it checks its own binding actions, which
  /// reach the runtime wrapped in its parents' actions.
  private let isScoped: Bool
  /// Which store this is: the same for every scope made the same way from the same store, so a
  /// sheet's child store or a row's store is known again on the next frame.
  nonisolated public let id: StoreID
  /// The stores scoped from this one, by the key path each was scoped through: scoping the same
  /// way again returns the same store, as in TCA, so a view drawn at every frame makes its
  /// child stores once.
  private var children: [ScopeKey: AnyObject] = [:]

  /// A store running `reducer` from `initialState`, with dependencies changed by
  /// `withDependencies` for the reducer and every effect.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies = CurrentDependencies.copy  // `DependencyValues._current`: Performance/CurrentDependenciesInPlace.swift
    prepareDependencies?(&dependencies)
    let (reducer, initialState) = DependencyValues.$_current.withValue(dependencies) {
      (reducer(), initialState())
    }
    let runtime = StoreRuntime(
      initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.init(runtime: runtime)
  }

  /// A store backed by an existing runtime, as the test store and tools build it.
  package convenience init(runtime: StoreRuntime<State, Action>) {
    self.init(
      observe: { onChange in
        // The flag stops the calls at once; the runtime forgets the observer on the main actor.
        let isObserving = ObservationFlag()
        let id = runtime.addObserver { if isObserving.isSet { onChange() } }
        return ObserveToken { [weak runtime] in
          isObserving.clear()
          Task { @MainActor in runtime?.removeObserver(id) }
        }
      },
      readState: { runtime.state },
      send: { runtime.send($0) },
      isScoped: false, id: StoreID(root: runtime))
  }

  /// A store over the given accessors: what every `scope` builds.
  init(
    observe: @escaping (@escaping @MainActor () -> Void) -> ObserveToken,
    readState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> Task<Void, Never>?,
    isScoped: Bool, id: StoreID
  ) {
    self.observeRuntime = observe
    self.readState = readState
    self.sendAction = send
    self.isScoped = isScoped
    self.id = id
  }

  /// The current state.
  public var state: State { readState() }

  /// A value of the current state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// Runs `body` with the current state.
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    body(readState())
  }

  /// Sends an action: the reducer runs, actions sent back at once are processed, and effects
  /// start, all before this returns. The returned task tracks the effects.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let task = sendAction(action)
    if isScoped { reportIfUnhandledBinding(action) }
    return StoreTask(rawValue: task)
  }

  /// Calls `onChange` after every change the store processes, until the token is released or
  /// cancelled: how a view knows to render again.
  public func observe(_ onChange: @escaping @MainActor () -> Void) -> ObserveToken {
    observeRuntime(onChange)
  }

  /// A store of a part of this state and the actions of one case:
  /// `store.scope(state: \.addToCartState, action: ProductDomain.Action.addToCart)`.
  ///
  /// Scoping through the same key path again returns the same store, which keeps the action
  /// embed it was first made with: a part of the state goes with one case of the actions.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toParentAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    keptScope(ScopeKey(toChildState)) {
      let readState = self.readState
      let sendAction = self.sendAction
      let childState = KeyPathReading(toChildState)  // `toChildState`: Performance/KeyPathReading.swift
      return Store<ChildState, ChildAction>(
        observe: observeRuntime,
        readState: { childState.get(readState()) },
        send: { sendAction(toParentAction($0)) },
        isScoped: true, id: id.scoped(toChildState))
    }
  }

  /// A store of optional child state while it exists, or nil: the child store keeps its last
  /// state if the parent's becomes nil later. Scoping through the same key path again returns
  /// the same store, kept once made: when the state exists again, that store reads it.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toParentAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let state = readState()[keyPath: toChildState] else { return nil }
    return keptScope(ScopeKey(toChildState)) {
      scope(
        from: state, reading: { $0[keyPath: toChildState] }, action: toParentAction,
        id: id.scoped(toChildState))
    }
  }

  /// A store of the child state `toChildState` reads, starting from `initialState`; it keeps
  /// the last state read if `toChildState` reads nil later. What the optional, row and
  /// enum-case scopes build.
  func scope<ChildState, ChildAction>(
    from initialState: ChildState,
    reading toChildState: @escaping (State) -> ChildState?,
    action toParentAction: @escaping (ChildAction) -> Action,
    id childID: StoreID
  ) -> Store<ChildState, ChildAction> {
    var lastState = initialState
    let readState = self.readState
    let sendAction = self.sendAction
    return Store<ChildState, ChildAction>(
      observe: observeRuntime,
      readState: {
        if let state = toChildState(readState()) { lastState = state }
        return lastState
      },
      send: { sendAction(toParentAction($0)) },
      isScoped: true, id: childID)
  }

  /// The child kept for `key`, or the one `makeChild` makes, kept from now on.
  func keptScope<Child: AnyObject>(_ key: ScopeKey, orMake makeChild: () -> Child) -> Child {
    if let child = children[key] as? Child { return child }
    let child = makeChild()
    children[key] = child
    return child
  }

  /// The same store, handing `onSend` the task of every action sent through it or through a
  /// scope of it: how a terminal app knows which effects its views started.
  package func reportingTasks(to onSend: @escaping @MainActor (StoreTask) -> Void) -> Store {
    let sendAction = self.sendAction
    return Store(
      observe: observeRuntime, readState: readState,
      send: { action in
        let task = sendAction(action)
        onSend(StoreTask(rawValue: task))
        return task
      },
      isScoped: isScoped, id: id)
  }

  /// A store of a presented child while it is presented, or nil; its actions reach the parent
  /// as `.presented(action)`: `store.scope(state: \.cartState, action: Action.cart)`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: { toPresentationAction(.presented($0)) })
  }
}

/// The store of a feature, written `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Whether an observation is still wanted; cleared from any thread when its token is cancelled.
private final class ObservationFlag: Sendable {
  private let value = Mutex(true)

  /// True until the observation is cancelled.
  var isSet: Bool { value.withLock { $0 } }

  /// Ends the observation.
  func clear() { value.withLock { $0 = false } }
}

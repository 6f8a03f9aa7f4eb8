import Composable
import Dispatch
import Testing

/// A store for tests: send it actions, and assert how the state changes, which actions the
/// effects send back, and that every effect ends; any difference fails the test with a readable
/// diff at the line of the step.
///
/// ```swift
/// @MainActor @Test func increment() async {
///   let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
/// }
/// ```
///
/// Dependencies default to their test values; override them with `withDependencies`. By default
/// the store is exhaustive (see `Exhaustivity`): when the test ends (the store is released), any
/// received action not asserted on and any effect still running fail it.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as the test has asserted it so far: after the last action sent or received.
  public internal(set) var state: State

  /// How much the test must assert: everything (`.on`, the default) or only what it chooses.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects, unless a step passes its own `timeout`.
  public var timeout: Duration = .seconds(1)

  /// The dependencies of the reducer and of the effects started from now on; change them
  /// between steps to change what the feature sees.
  public var dependencies: DependencyValues {
    get { runtime.dependencies }
    set { runtime.dependencies = newValue }
  }

  let runtime: StoreRuntime<State, Action>

  /// Actions effects sent back that the test has not received yet, in the order they arrived.
  var receivedActions: [ReceivedAction] = []

  /// Every action the store reduced, sent or received, in order: what a failure attaches.
  var reducedActions: [ReducedAction] = []

  /// Effects started and not yet ended or cancelled, in the order they started.
  var inFlightEffects: [InFlightEffect] = []

  /// Effects `skipInFlightEffects()` stopped tracking: they keep running, and what they send is
  /// received, until the store goes, which cancels them.
  var skippedEffects: [InFlightEffect] = []

  /// The state the last sent action left, recorded by the runtime as it reduced it.
  var stateAfterSentAction: State?

  /// Where the latest `send` was written: effects started since are attributed to it.
  var sendLocation: SourceLocation

  /// Where the latest step was written: unhandled actions at the end of the test are shown there.
  var lastStepLocation: SourceLocation

  /// The stack element id the reducer would have given next when the current step began: the
  /// step's expectation closure appends with ids counted from here, as the reducer did.
  var nextStackElementIDBeforeStep: StackElementID = 0

  /// The stack element id the reducer would give next, after the last action it reduced.
  private var nextStackElementIDAfterLastReduce: StackElementID = 0

  private var nextEffectID = 0

  /// A test store running the reducer from `initialState`, with dependencies at their test values
  /// changed by `withDependencies`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: CounterFeature.State()) {
  ///   CounterFeature()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    markMainQueue()
    var dependencies = DependencyValues._current
    dependencies.context = .test
    dependencies.stackElementID = .incrementing()
    // While a grader runs a learner's test on a broken version of the feature, that version
    // is built here in place of the test's (TestStoreSubstitution.swift).
    let substitution = TestStoreSubstitution.current
    let (reducer, substitute, initialState) = withIssueReporters([SwiftTestingIssueReporter()]) {
      prepareDependencies?(&dependencies)
      substitution?.dependencies?(&dependencies)
      return DependencyValues.$_current.withValue(dependencies) {
        (reducer(), substitution?.reducer(of: State.self, Action.self), initialState())
      }
    }
    let startingState = substitution?.initialState(replacing: initialState) ?? initialState
    let location = SourceLocation(fileID, filePath, line, column)
    if let substitute {
      self.runtime = StoreRuntime(
        initialState: startingState, reducer: substitute, dependencies: dependencies)
    } else {
      self.runtime = StoreRuntime(
        initialState: startingState, reducer: reducer, dependencies: dependencies)
    }
    if let timeout = substitution?.timeout { self.timeout = timeout }
    self.state = startingState
    self.sendLocation = location
    self.lastStepLocation = location
    self.nextStackElementIDAfterLastReduce = dependencies.stackElementID.peek()
    runtime.instrumentation = StoreInstrumentation(
      didReduce: { [weak self] action, origin, state in
        self?.didReduce(action, origin: origin, state: state)
      },
      track: { [weak self] effects, action in
        self?.didStart(effects, for: action)
      })
  }

  deinit {
    // A main-actor-isolated deinit would run without the test's task-local values, so Swift
    // Testing could not tell which test the end-of-test failures belong to. The store is released
    // by the test, on the main actor, so this deinit runs there and checks at once.
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      MainActor.assumeIsolated { checkEndOfTest() }
    } else {
      DispatchQueue.main.sync { MainActor.assumeIsolated { checkEndOfTest() } }
    }
  }

  /// The end-of-test checks: every received action asserted, every effect ended. Effects still
  /// running, skipped ones included, are cancelled afterwards, so nothing outlives the test.
  private func checkEndOfTest() {
    reportUnhandledReceivedActions(at: lastStepLocation)
    let running = inFlightEffects
    inFlightEffects = []
    for effect in running {
      report(TestStoreMessage.effectStillRunning(startedBy: effect.action), at: effect.location)
    }
    for effect in running + skippedEffects { effect.effect.cancel() }
  }

  private func didReduce(_ action: Action, origin: ActionOrigin, state: State) {
    let nextStackElementIDBefore = nextStackElementIDAfterLastReduce
    nextStackElementIDAfterLastReduce = runtime.dependencies.stackElementID.peek()
    reducedActions.append(ReducedAction(action: action, wasSent: origin == .send))
    switch origin {
    case .send:
      stateAfterSentAction = state
    case .effect:
      receivedActions.append(
        ReceivedAction(
          action: action, state: state, nextStackElementIDBefore: nextStackElementIDBefore))
    }
  }

  private func didStart(_ effects: [RunningEffect], for action: Action) {
    for effect in effects {
      let id = nextEffectID
      nextEffectID += 1
      inFlightEffects.append(
        InFlightEffect(id: id, action: action, location: sendLocation, effect: effect))
      effect.whenFinished { [weak self] in
        self?.inFlightEffects.removeAll { $0.id == id }
      }
    }
  }

  /// An action an effect sent back, the state it left once reduced, and the stack element id the
  /// reducer would have given next before it.
  struct ReceivedAction {
    let action: Action
    let state: State
    let nextStackElementIDBefore: StackElementID
    /// Set when a `send` overtook the action before the test received it: the state the action
    /// started from, so receiving it later asserts only its own change and leaves the state the
    /// test has asserted since as it is.
    var stateBefore: State?
  }

  /// A running effect, the action that started it, and the `send` it is attributed to.
  struct InFlightEffect {
    let id: Int
    let action: Action
    let location: SourceLocation
    let effect: RunningEffect
  }
}

/// The test store of a feature, written `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// Marks the main queue, so a deinit can tell whether it runs there.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Tags the main queue with `mainQueueKey`; doing it again changes nothing.
private func markMainQueue() {
  DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
}

import TestTags
import Testing

@testable import Composable

/// A parent with a plain child, an optional child and a presented child, logging what it sees.
private struct Parent: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
    var child = TickerFeature.State()
    var optionalChild: TickerFeature.State?
    @Presents var sheet: TickerFeature.State?
  }
  enum Action: Equatable {
    case increment
    case record(String)
    case child(TickerFeature.Action)
    case optionalChild(TickerFeature.Action)
    case sheet(PresentationAction<TickerFeature.Action>)
    case clearOptionalChild
    case incrementLater
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.child) { TickerFeature() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        state.log.append("increment to \(state.count)")
      case let .record(text):
        state.log.append(text)
      case .clearOptionalChild:
        state.optionalChild = nil
      case .incrementLater:
        return .run { send in
          await Task.yield()
          await send(.increment)
        }
      case .child, .optionalChild, .sheet:
        break
      }
      return .none
    }
    .ifLet(\.optionalChild, action: Action.optionalChild) { TickerFeature() }
    .ifLet(\.$sheet, action: Action.sheet) { TickerFeature() }
  }
}

@MainActor
@Suite(.tags(.core, .counter), .timeLimit(.minutes(1))) struct StoreTests {
  @Test func sendRunsTheReducerAndUpdatesTheState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.count == 2)
    #expect(store.count == 2)
    #expect(store.withState(\.log) == ["increment to 1", "increment to 2"])
  }

  @Test func dynamicMemberReadsReachNestedState() {
    let store = Store(initialState: Parent.State(child: TickerFeature.State(id: 3))) { Parent() }
    #expect(store.child.id == 3)
    #expect(store.optionalChild == nil)
  }

  @Test func scopedStoreReadsChildStateAndSendsThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: Parent.Action.child)
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.child.count == 1)
    store.send(.child(.increment))
    #expect(child.count == 2)
  }

  @Test func optionalScopeIsNilWhileTheStateIsAbsent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child: Store<TickerFeature.State, TickerFeature.Action>? =
      store.scope(state: \.optionalChild, action: Parent.Action.optionalChild)
    #expect(child == nil)
  }

  @Test func optionalScopeKeepsItsLastStateAfterTheParentsBecomesNil() async throws {
    let issues = try await collectIssues {
      let store = Store(initialState: Parent.State(optionalChild: TickerFeature.State(id: 5))) {
        Parent()
      }
      let child = try #require(
        store.scope(state: \.optionalChild, action: Parent.Action.optionalChild))
      child.send(.increment)
      #expect(child.count == 1)
      store.send(.clearOptionalChild)
      #expect(store.optionalChild == nil)
      #expect(child.state == TickerFeature.State(id: 5, count: 1))
    }
    #expect(issues.isEmpty)
  }

  @Test func presentationScopeWrapsChildActionsInPresented() async throws {
    let issues = try await collectIssues {
      let store = Store(initialState: Parent.State(sheet: TickerFeature.State(id: 8))) { Parent() }
      let sheet = try #require(store.scope(state: \.sheet, action: Parent.Action.sheet))
      sheet.send(.increment)
      #expect(sheet.count == 1)
      #expect(store.sheet?.count == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func observerIsCalledAfterEachChangeWithTheNewState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var seen: [Int] = []
    let token = store.observe { seen.append(store.count) }
    store.send(.increment)
    store.send(.increment)
    #expect(seen == [1, 2])
    token.cancel()
  }

  @Test func observerIsCalledAfterChangesMadeByEffects() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    var seen: [Int] = []
    let token = store.observe { seen.append(store.count) }
    await store.send(.incrementLater).finish()
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test func scopedStoreObservesTheWholeStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: Parent.Action.child)
    var seen: [Int] = []
    let token = child.observe { seen.append(child.count) }
    store.send(.child(.increment))
    #expect(seen == [1])
    token.cancel()
  }

  @Test func cancelledObserverIsNotCalledAgain() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var calls = 0
    let token = store.observe { calls += 1 }
    store.send(.increment)
    token.cancel()
    store.send(.increment)
    #expect(calls == 1)
  }

  @Test func releasedObserverIsNotCalledAgain() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var calls = 0
    var token: ObserveToken? = store.observe { calls += 1 }
    withExtendedLifetime(token) { _ = store.send(.increment) }
    token = nil
    store.send(.increment)
    #expect(calls == 1)
  }

  @Test func sendsFromAnObserverAreProcessedInOrder() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let token = store.observe {
      guard store.count == 1, !store.log.contains("observer") else { return }
      store.send(.record("observer"))
      store.send(.increment)
    }
    store.send(.increment)
    #expect(store.log == ["increment to 1", "observer", "increment to 2"])
    #expect(store.count == 2)
    token.cancel()
  }

  @Test func storeDependenciesReachReducersAndEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = Store(initialState: Parent.State()) {
        Parent()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.child(.startSleeping))
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.child.ticks == 1)
    }
    #expect(issues.isEmpty)
  }
}

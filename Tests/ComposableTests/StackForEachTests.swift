import TestTags
import Testing

@testable import Composable

/// A parent with a stack of `TickerFeature` screens, logging what it sees of the stack.
private struct Parent: Reducer {
  struct State: Equatable {
    var path = StackState<TickerFeature.State>()
    var log: [String] = []
  }
  enum Action: Equatable {
    case path(StackActionOf<TickerFeature>)
    case clearTapped
    case stopTimersTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id, elementAction)):
        let count = state.path[id: id].map { "\($0.count)" } ?? "nil"
        state.log.append("parent saw \(elementAction) for \(id), count \(count)")
      case let .path(.popFrom(id)):
        state.log.append("parent saw popFrom \(id), ids \(state.path.ids)")
      case let .path(.push(id, _)):
        state.log.append("parent saw push \(id), ids \(state.path.ids)")
      case .clearTapped:
        state.path.removeAll()
      case .stopTimersTapped:
        return .cancel(id: "timer")
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { TickerFeature() }
  }
}

@MainActor
@Suite(.tags(.core, .rootTabs), .timeLimit(.minutes(1))) struct StackForEachTests {
  private func makeStore(clock: TestClock = TestClock()) -> StoreOf<Parent> {
    Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.stackElementID = .incrementing()
    }
  }

  /// Pushes `count` tickers, with the ids #0, #1, …
  private func push(_ count: Int, onto store: StoreOf<Parent>) {
    for id in 0..<count {
      store.send(.path(.push(id: StackElementID(generation: id), state: TickerFeature.State())))
    }
  }

  @Test func anElementActionRunsTheElementThenTheParent() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(2, onto: store)
      store.send(.path(.element(id: 1, action: .increment)))
      #expect(store.path[id: 1]?.count == 1)
      #expect(store.path[id: 0]?.count == 0)
      #expect(store.log.last == "parent saw increment for #1, count 1")
    }
    #expect(issues.isEmpty)
  }

  @Test func pushAppendsTheElementThenRunsTheParent() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(2, onto: store)
      #expect(store.log == ["parent saw push #0, ids [#0]", "parent saw push #1, ids [#0, #1]"])
    }
    #expect(issues.isEmpty)
  }

  @Test func popFromRunsTheParentFirstThenPopsThatElementAndThoseAbove() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(3, onto: store)
      store.send(.path(.popFrom(id: 1)))
      #expect(store.log.last == "parent saw popFrom #1, ids [#0, #1, #2]")
      #expect(store.path.ids == [0])
    }
    #expect(issues.isEmpty)
  }

  @Test func poppingCancelsThePoppedElementsEffectsOnly() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      push(3, onto: store)
      for id in 0..<3 {
        store.send(.path(.element(id: StackElementID(generation: id), action: .startSleeping)))
      }
      await clock.advance()
      #expect(clock.pendingSleeps == 3)
      store.send(.path(.popFrom(id: 1)))
      #expect(clock.pendingSleeps == 1)
      await clock.advance(by: .seconds(1))
      #expect(store.path[id: 0]?.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func theParentRemovingElementsCancelsTheirEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      push(2, onto: store)
      store.send(.path(.element(id: 0, action: .startSleeping)))
      store.send(.path(.element(id: 1, action: .startSleeping)))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      store.send(.clearTapped)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func cancelIDsAreLocalToEachElement() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      push(2, onto: store)
      store.send(.path(.element(id: 0, action: .startTimer)))
      store.send(.path(.element(id: 1, action: .startTimer)))
      await clock.advance()
      store.send(.path(.element(id: 0, action: .stopTimer)))
      #expect(clock.pendingSleeps == 1)
      await clock.advance(by: .seconds(1))
      #expect(store.path[id: 0]?.ticks == 0)
      #expect(store.path[id: 1]?.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func theParentsCancelReachesTheSameIDInEveryElement() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      push(2, onto: store)
      store.send(.path(.element(id: 0, action: .startTimer)))
      store.send(.path(.element(id: 1, action: .startTimer)))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      store.send(.stopTimersTapped)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func dismissInsideAnElementSendsPopFromForIt() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(3, onto: store)
      await store.send(.path(.element(id: 1, action: .dismissTapped))).finish()
      #expect(store.log.last == "parent saw popFrom #1, ids [#0, #1, #2]")
      #expect(store.path.ids == [0])
    }
    #expect(issues.isEmpty)
  }

  @Test func anActionForAMissingIDRunsOnlyTheParentAndIsReported() async throws {
    let issues = await collectIssues {
      let store = makeStore()
      push(1, onto: store)
      store.send(.path(.element(id: 5, action: .increment)))
      #expect(store.log.last == "parent saw increment for #5, count nil")
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("received an action for an element that is not on the stack"))
  }
}

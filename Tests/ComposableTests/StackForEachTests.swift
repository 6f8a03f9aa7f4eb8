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
@Suite("A stack's forEach", .tags(.core, .rootTabs), .timeLimit(.minutes(1)))
struct StackForEachTests {
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

  @Test("an element action runs the element then the parent")
  func anElementActionRunsTheElementThenTheParent() async {
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

  @Test("push appends the element then runs the parent")
  func pushAppendsTheElementThenRunsTheParent() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(2, onto: store)
      #expect(store.log == ["parent saw push #0, ids [#0]", "parent saw push #1, ids [#0, #1]"])
    }
    #expect(issues.isEmpty)
  }

  @Test("popFrom runs the parent first, then pops that element and those above")
  func popFromRunsTheParentFirstThenPopsThatElementAndThoseAbove() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(3, onto: store)
      store.send(.path(.popFrom(id: 1)))
      #expect(store.log.last == "parent saw popFrom #1, ids [#0, #1, #2]")
      #expect(store.path.ids == [0])
    }
    #expect(issues.isEmpty)
  }

  @Test("popping cancels the popped element's effects only")
  func poppingCancelsThePoppedElementsEffectsOnly() async {
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

  /// How the parent ends the effects two elements started: it removes the elements (their
  /// sleeps end), or it cancels the id their timers share (every element's timer ends).
  enum ParentEnding: CaseIterable, Sendable {
    case removingTheElements, cancellingTheirID

    /// What each element starts.
    fileprivate var elementAction: TickerFeature.Action {
      switch self {
      case .removingTheElements: .startSleeping
      case .cancellingTheirID: .startTimer
      }
    }

    /// What the parent then does.
    fileprivate var parentAction: Parent.Action {
      switch self {
      case .removingTheElements: .clearTapped
      case .cancellingTheirID: .stopTimersTapped
      }
    }
  }

  @Test("the parent ends the effects of every element", arguments: ParentEnding.allCases)
  func theParentEndsTheEffectsOfEveryElement(_ ending: ParentEnding) async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      push(2, onto: store)
      store.send(.path(.element(id: 0, action: ending.elementAction)))
      store.send(.path(.element(id: 1, action: ending.elementAction)))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      store.send(ending.parentAction)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test("cancel IDs are local to each element")
  func cancelIDsAreLocalToEachElement() async {
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

  @Test("dismiss inside an element sends popFrom for it")
  func dismissInsideAnElementSendsPopFromForIt() async {
    let issues = await collectIssues {
      let store = makeStore()
      push(3, onto: store)
      await store.send(.path(.element(id: 1, action: .dismissTapped))).finish()
      #expect(store.log.last == "parent saw popFrom #1, ids [#0, #1, #2]")
      #expect(store.path.ids == [0])
    }
    #expect(issues.isEmpty)
  }

  @Test("an action for a missing ID runs only the parent and is reported")
  func anActionForAMissingIDRunsOnlyTheParentAndIsReported() async throws {
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

  @Test("a stack action stays two words however large a screen's state and actions are")
  func aStackActionStaysTwoWords() throws {
    // 128 bytes of state and of action, held out of line: `element` and `push` are indirect.
    typealias LargeStackAction = StackAction<SIMD16<Int64>, SIMD16<Int64>>
    #expect(MemoryLayout<LargeStackAction>.size <= 2 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<LargeStackAction>.size == MemoryLayout<StackAction<Int8, Int8>>.size)
    // A screen whose actions hold its own stack's actions: `indirect` makes its size finite.
    #expect(MemoryLayout<NestingScreenAction>.size <= 2 * MemoryLayout<Int>.size)

    let state = SIMD16<Int64>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    let push = LargeStackAction.push(id: 3, state: state)
    guard case let .push(id, pushed) = push else {
      Issue.record("\(push) is not a push")
      return
    }
    #expect(id == 3 && pushed == state)
    #expect(push == .push(id: 3, state: state))
    #expect(push != .push(id: 3, state: state &+ 1))
    #expect(push != .element(id: 3, action: state))
    let element = LargeStackAction.element(id: 4, action: state)
    let nested = NestingScreenAction.path(.element(id: 1, action: .path(.element(id: 2, action: .tap))))
    guard case let .element(elementID, action) = element,
      case let .path(.element(outerID, .path(.element(innerID, innerAction)))) = nested
    else {
      Issue.record("\(element) or \(nested) lost its case")
      return
    }
    #expect(elementID == 4 && action == state)
    #expect(outerID == 1 && innerID == 2 && innerAction == .tap)
  }
}

/// The actions of a screen that can push screens like itself, as a drill-down does.
private enum NestingScreenAction: Equatable {
  case tap
  case path(StackAction<Int, NestingScreenAction>)
}

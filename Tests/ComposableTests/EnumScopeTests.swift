import TestTags
import Testing

@testable import Composable

/// A screen that shows a ticker or nothing: one `Scope` per case of its enum state.
private struct Screen: Reducer {
  enum State: Equatable, CaseReducerState {
    case ticker(TickerFeature.State)
    case idle
  }
  enum Action: Equatable {
    case ticker(TickerFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.ticker, action: Action.ticker) { TickerFeature() }
  }
}

/// A parent whose enum state runs the ticker with `ifCaseLet`, and which records, in the ticker's
/// `ticks`, the count it saw after the ticker ran.
private struct Switcher: Reducer {
  enum State: Equatable {
    case ticker(TickerFeature.State)
    case idle
  }
  enum Action: Equatable {
    case ticker(TickerFeature.Action)
    case stopTapped
    case restartTapped(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ticker(.increment):
        if case var .ticker(ticker) = state {
          ticker.ticks = ticker.count
          state = .ticker(ticker)
        }
      case .ticker:
        break
      case .stopTapped:
        state = .idle
      case let .restartTapped(id):
        state = .ticker(TickerFeature.State(id: id))
      }
      return .none
    }
    .ifCaseLet(State.ticker, action: Action.ticker) { TickerFeature() }
  }
}

@MainActor
@Suite("Scoping to an enum's case", .tags(.core, .sheets), .timeLimit(.minutes(1)))
struct EnumScopeTests {
  /// A store of the switcher from `state`, its clock dependency `clock`.
  private func makeStore(_ state: Switcher.State, clock: TestClock) -> StoreOf<Switcher> {
    Store(initialState: state) { Switcher() } withDependencies: { $0.continuousClock = clock }
  }

  @Test("an enum case scope runs the child on the payload of its case")
  func anEnumCaseScopeRunsTheChildOnThePayloadOfItsCase() async {
    let issues = await collectIssues {
      let store = Store(initialState: Screen.State.ticker(TickerFeature.State())) { Screen() }
      store.send(.ticker(.increment))
      #expect(store.state == .ticker(TickerFeature.State(count: 1)))
    }
    #expect(issues.isEmpty)
  }

  @Test("a child action in another case is reported, the child skipped and the parent run")
  func aChildActionInAnotherCaseIsReportedTheChildSkippedAndTheParentRun() async throws {
    var parentRuns = 0
    let issues = await collectIssues {
      let store = Store(initialState: Screen.State.idle) {
        Screen()
        Reduce<Screen.State, Screen.Action> { _, _ in
          parentRuns += 1
          return .none
        }
      }
      store.send(.ticker(.increment))
      #expect(store.state == .idle)
    }
    #expect(parentRuns == 1)
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("received a child action when the state was in another case: \".idle\""))
    #expect(message.contains("Screen.Action.ticker(.increment)"))
  }

  @Test("modify changes the payload of the case the state is in")
  func modifyChangesThePayloadOfTheCaseTheStateIsIn() async {
    let issues = await collectIssues {
      var state = Screen.State.ticker(TickerFeature.State())
      state.modify(Screen.State.ticker) { $0.count = 5 }
      #expect(state == .ticker(TickerFeature.State(count: 5)))
    }
    #expect(issues.isEmpty)
  }

  @Test("modify of another case is reported and changes nothing")
  func modifyOfAnotherCaseIsReportedAndChangesNothing() async throws {
    var state = Screen.State.idle
    let issues = await collectIssues {
      state.modify(Screen.State.ticker) { $0.count = 5 }
    }
    #expect(state == .idle)
    #expect(issues.count == 1)
    #expect(try #require(issues.first).contains("the state is in the case \".idle\""))
  }

  @Test("ifCaseLet runs the child before the parent")
  func ifCaseLetRunsTheChildBeforeTheParent() async {
    let issues = await collectIssues {
      let store = Store(initialState: Switcher.State.ticker(TickerFeature.State())) { Switcher() }
      store.send(.ticker(.increment))
      #expect(store.state == .ticker(TickerFeature.State(count: 1, ticks: 1)))
    }
    #expect(issues.isEmpty)
  }

  /// How the case the child's effect started in ends: the state leaves the case, or the case
  /// holds another item.
  enum CaseEnding: CaseIterable, Sendable {
    case stateLeavesTheCase, caseHoldsAnotherItem

    /// The child the case holds first.
    fileprivate var child: TickerFeature.State {
      switch self {
      case .stateLeavesTheCase: TickerFeature.State()
      case .caseHoldsAnotherItem: TickerFeature.State(id: 1)
      }
    }

    /// What ends it.
    fileprivate var action: Switcher.Action {
      switch self {
      case .stateLeavesTheCase: .stopTapped
      case .caseHoldsAnotherItem: .restartTapped(id: 2)
      }
    }
  }

  @Test("ifCaseLet cancels the child's effects when its case ends", arguments: CaseEnding.allCases)
  func ifCaseLetCancelsTheChildsEffectsWhenItsCaseEnds(_ ending: CaseEnding) async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(.ticker(ending.child), clock: clock)
      store.send(.ticker(.startSleeping))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(ending.action)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test("ifCaseLet keeps the child's effects while the case holds")
  func ifCaseLetKeepsTheChildsEffectsWhileTheCaseHolds() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(.ticker(TickerFeature.State()), clock: clock)
      store.send(.ticker(.startSleeping))
      store.send(.ticker(.increment))
      await clock.advance(by: .seconds(1))
      #expect(store.state == .ticker(TickerFeature.State(count: 1, ticks: 2)))
    }
    #expect(issues.isEmpty)
  }

  @Test("ifCaseLet reports a child action in another case and runs the parent")
  func ifCaseLetReportsAChildActionInAnotherCaseAndRunsTheParent() async throws {
    let issues = await collectIssues {
      let store = Store(initialState: Switcher.State.idle) { Switcher() }
      store.send(.ticker(.increment))
      #expect(store.state == .idle)
    }
    #expect(issues.count == 1)
    #expect(try #require(issues.first).contains("An \"ifCaseLet\" at"))
  }
}

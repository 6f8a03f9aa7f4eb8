import TestTags
import Testing

@testable import Composable

/// The middle of a tree of features: it has a timer of its own and presents a `TickerFeature`.
private struct Middle: Reducer {
  struct State: Equatable {
    @Presents var ticker: TickerFeature.State?
    var ticks = 0
  }
  enum Action: Equatable {
    case ticker(PresentationAction<TickerFeature.Action>)
    case presentTicker
    case startTimer
    case tick
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ticker:
        return .none
      case .presentTicker:
        state.ticker = TickerFeature.State()
        return .none
      case .startTimer:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$ticker, action: Action.ticker) { TickerFeature() }
  }
}

/// The root: a timer of its own with the id `"timer"`, the one `TickerFeature` uses too, a
/// presented `Middle`, and a list of tickers.
private struct Root: Reducer {
  struct State: Equatable {
    @Presents var middle: Middle.State?
    var rows: IdentifiedArrayOf<TickerFeature.State> = []
    var ticks = 0
  }
  enum Action: Equatable {
    case middle(PresentationAction<Middle.Action>)
    case rows(IdentifiedActionOf<TickerFeature>)
    case startTimer
    case stopTimer
    case stopDescendantsTimers
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .middle, .rows:
        return .none
      case .startTimer:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
        .cancellable(id: "timer")
      case .stopTimer:
        return .cancel(id: "timer")
      case .stopDescendantsTimers:
        return .merge(.cancel(id: Middle.CancelID.timer), .cancel(id: "timer"))
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$middle, action: Action.middle) { Middle() }
    .forEach(\.rows, action: Action.rows) { TickerFeature() }
  }
}

/// A `.cancel(id:)` reaches the effects with that id of the feature that returns it and of every
/// feature below it, as in TCA, and never those of a feature above it or beside it.
@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct ParentCancellationTests {
  private func makeStore(_ state: Root.State, clock: TestClock) -> StoreOf<Root> {
    Store(initialState: state) { Root() } withDependencies: { $0.continuousClock = clock }
  }

  @Test func aParentCancelsTheIDsOfAPresentedChildAndGrandchild() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Root.State(middle: Middle.State()), clock: clock)
      store.send(.middle(.presented(.presentTicker)))
      store.send(.middle(.presented(.startTimer)))
      store.send(.middle(.presented(.ticker(.presented(.startTimer)))))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      store.send(.stopDescendantsTimers)
      #expect(clock.pendingSleeps == 0)
      await clock.advance(by: .seconds(1))
      #expect(store.middle?.ticks == 0)
      #expect(store.middle?.ticker?.ticks == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func aParentsCancelReachesEveryRow() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<TickerFeature.State> = [.init(id: 1), .init(id: 2)]
    let issues = await collectIssues {
      let store = makeStore(Root.State(rows: rows), clock: clock)
      store.send(.rows(.element(id: 1, action: .startTimer)))
      store.send(.rows(.element(id: 2, action: .startTimer)))
      store.send(.startTimer)
      await clock.advance()
      #expect(clock.pendingSleeps == 3)
      store.send(.stopTimer)
      await clock.advance(by: .seconds(1))
      #expect(store.ticks == 0)
      #expect(store.rows.map(\.ticks) == [0, 0])
    }
    #expect(issues.isEmpty)
  }

  @Test func aRowsCancelLeavesTheOtherRowAndTheParent() async {
    let clock = TestClock()
    let rows: IdentifiedArrayOf<TickerFeature.State> = [.init(id: 1), .init(id: 2)]
    let issues = await collectIssues {
      let store = makeStore(Root.State(rows: rows), clock: clock)
      store.send(.startTimer)
      store.send(.rows(.element(id: 1, action: .startTimer)))
      store.send(.rows(.element(id: 2, action: .startTimer)))
      await clock.advance()
      store.send(.rows(.element(id: 1, action: .stopTimer)))
      await clock.advance(by: .seconds(1))
      #expect(store.rows[id: 1]?.ticks == 0)
      #expect(store.rows[id: 2]?.ticks == 1)
      #expect(store.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func aGrandchildCannotCancelTheSameIDAboveIt() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Root.State(middle: Middle.State()), clock: clock)
      store.send(.middle(.presented(.presentTicker)))
      store.send(.startTimer)
      await clock.advance()
      store.send(.middle(.presented(.ticker(.presented(.stopTimer)))))
      await clock.advance(by: .seconds(1))
      #expect(store.ticks == 1)
    }
    #expect(issues.isEmpty)
  }
}

import TestTags
import Testing

@testable import Composable

/// A list of `TickerFeature` rows, logging what it sees of them.
private struct List: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TickerFeature.State> = []
    var log: [String] = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<TickerFeature>)
    case remove(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id, rowAction)):
        let count = state.rows[id: id].map { "\($0.count)" } ?? "nil"
        state.log.append("parent saw row \(id) \(rowAction), row count \(count)")
      case let .remove(id):
        state.rows.remove(id: id)
      }
      return .none
    }
    .forEach(\.rows, action: Action.rows) { TickerFeature() }
  }
}

@MainActor
@Suite(.tags(.core, .composition), .timeLimit(.minutes(1))) struct ForEachTests {
  private func makeStore(rows: [Int], clock: TestClock = TestClock()) -> StoreOf<List> {
    let rows = IdentifiedArray(uniqueElements: rows.map { TickerFeature.State(id: $0) })
    return Store(initialState: List.State(rows: rows)) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func elementRunsBeforeParent() async {
    let issues = await collectIssues {
      let store = makeStore(rows: [1, 2])
      store.send(.rows(.element(id: 2, action: .increment)))
      #expect(store.rows[id: 2]?.count == 1)
      #expect(store.rows[id: 1]?.count == 0)
      #expect(store.log == ["parent saw row 2 increment, row count 1"])
    }
    #expect(issues.isEmpty)
  }

  @Test func elementEffectsComeBackAddressedToTheirElement() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(rows: [1, 2], clock: clock)
      store.send(.rows(.element(id: 2, action: .startSleeping)))
      await clock.advance(by: .seconds(1))
      #expect(store.rows[id: 2]?.ticks == 1)
      #expect(store.rows[id: 1]?.ticks == 0)
      #expect(store.log.last == "parent saw row 2 tick, row count 0")
    }
    #expect(issues.isEmpty)
  }

  @Test func removingAnElementCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(rows: [1, 2], clock: clock)
      store.send(.rows(.element(id: 1, action: .startSleeping)))
      store.send(.rows(.element(id: 2, action: .startSleeping)))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      store.send(.remove(id: 1))
      #expect(clock.pendingSleeps == 1)
      await clock.advance(by: .seconds(5))
      #expect(store.rows.ids == [2])
      #expect(store.rows[id: 2]?.ticks == 1)
      #expect(store.log.filter { $0.contains("row 1 tick") }.isEmpty)
    }
    // A tick delivered to the removed row would be reported by forEach.
    #expect(issues.isEmpty)
  }

  @Test func rowsUsingTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(rows: [1, 2], clock: clock)
      // Each start cancels an effect in flight with the id "timer", but only its own row's.
      store.send(.rows(.element(id: 1, action: .startTimer)))
      store.send(.rows(.element(id: 2, action: .startTimer)))
      await clock.advance()
      #expect(clock.pendingSleeps == 2)
      await clock.advance(by: .seconds(1))
      #expect(store.rows[id: 1]?.ticks == 1)
      #expect(store.rows[id: 2]?.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func cancellingARowsIDLeavesTheOtherRowsEffect() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(rows: [1, 2], clock: clock)
      store.send(.rows(.element(id: 1, action: .startTimer)))
      store.send(.rows(.element(id: 2, action: .startTimer)))
      await clock.advance()
      store.send(.rows(.element(id: 1, action: .stopTimer)))
      await clock.advance(by: .seconds(1))
      #expect(store.rows[id: 1]?.ticks == 0)
      #expect(store.rows[id: 2]?.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func actionForAMissingElementIsReportedAndOnlyTheParentRuns() async throws {
    let issues = await collectIssues {
      let store = makeStore(rows: [1])
      store.send(.rows(.element(id: 9, action: .increment)))
      #expect(store.rows[id: 1]?.count == 0)
      #expect(store.log == ["parent saw row 9 increment, row count nil"])
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("\"forEach\""))
    #expect(message.contains("increment"))
    #expect(message.contains("9"))
  }
}

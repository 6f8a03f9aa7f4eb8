import TestTags
import Testing

@testable import Composable

/// A parent with optional child state, logging what it sees of the child.
private struct Parent: Reducer {
  struct State: Equatable {
    var child: TickerFeature.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case child(TickerFeature.Action)
    case show(id: Int)
    case hide
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .child(childAction):
        let count = state.child.map { "\($0.count)" } ?? "nil"
        state.log.append("parent saw \(childAction), child count \(count)")
      case let .show(id):
        state.child = TickerFeature.State(id: id)
      case .hide:
        state.child = nil
      }
      return .none
    }
    .ifLet(\.child, action: Action.child) { TickerFeature() }
  }
}

@MainActor
@Suite("ifLet", .tags(.core, .sheets), .timeLimit(.minutes(1)))
struct IfLetTests {
  /// A store of the parent from `state`, its clock dependency `clock`.
  private func makeStore(_ state: Parent.State, clock: TestClock) -> StoreOf<Parent> {
    Store(initialState: state) { Parent() } withDependencies: { $0.continuousClock = clock }
  }

  @Test("child runs before parent")
  func childRunsBeforeParent() async {
    let issues = await collectIssues {
      let store = Store(initialState: Parent.State(child: TickerFeature.State())) { Parent() }
      store.send(.child(.increment))
      #expect(store.child?.count == 1)
      #expect(store.log == ["parent saw increment, child count 1"])
    }
    #expect(issues.isEmpty)
  }

  @Test("child effects come back through the parent case")
  func childEffectsComeBackThroughTheParentCase() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()), clock: clock)
      let task = store.send(.child(.startSleeping))
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.child?.ticks == 1)
      #expect(store.log.last == "parent saw tick, child count 0")
    }
    #expect(issues.isEmpty)
  }

  @Test("setting child state to nil cancels its effects")
  func settingChildStateToNilCancelsItsEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()), clock: clock)
      let task = store.send(.child(.startSleeping))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(.hide)
      #expect(clock.pendingSleeps == 0)
      await clock.advance(by: .seconds(5))
      await task.finish()
      #expect(store.child == nil)
      #expect(store.log == ["parent saw startSleeping, child count 0"])
    }
    // A tick delivered after the child went away would be reported by ifLet.
    #expect(issues.isEmpty)
  }

  @Test("replacing the child with another identity cancels the old effects")
  func replacingTheChildWithAnotherIdentityCancelsTheOldEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State(id: 1)), clock: clock)
      store.send(.child(.startSleeping))
      await clock.advance()
      store.send(.show(id: 2))
      #expect(clock.pendingSleeps == 0)
      await clock.advance(by: .seconds(1))
      #expect(store.child == TickerFeature.State(id: 2))
    }
    #expect(issues.isEmpty)
  }

  @Test("effects keep running while the child stays")
  func effectsKeepRunningWhileTheChildStays() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State(id: 1)), clock: clock)
      store.send(.child(.startSleeping))
      store.send(.child(.increment))
      await clock.advance(by: .seconds(1))
      #expect(store.child?.ticks == 1)
    }
    #expect(issues.isEmpty)
  }

  @Test("action for absent child is reported and only the parent runs")
  func actionForAbsentChildIsReportedAndOnlyTheParentRuns() async throws {
    let issues = await collectIssues {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.child(.increment))
      #expect(store.child == nil)
      #expect(store.log == ["parent saw increment, child count nil"])
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("\"ifLet\""))
    #expect(message.contains("increment"))
    #expect(message.contains("IfLetTests.swift"))
  }
}

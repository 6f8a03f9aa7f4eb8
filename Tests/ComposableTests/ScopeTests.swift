import TestTags
import Testing

@testable import Composable

/// A counter that records what it handled and can answer with an effect.
private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case incrementThenReport
    case report(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementThenReport:
      state.count += 1
      return .send(.report(state.count))
    case .report:
      return .none
    }
  }
}

/// Two counters scoped by cases with the same payload type, and the parent's own logic after them.
private struct Pair: Reducer {
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
    var log: [String] = []
  }
  enum Action: Equatable {
    case left(Counter.Action)
    case right(Counter.Action)
    case reset
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: Action.left) { Counter() }
    Scope(state: \.right, action: Action.right) { Counter() }
    Reduce { state, action in
      switch action {
      case let .left(child):
        state.log.append("parent saw left \(child) with left.count \(state.left.count)")
      case let .right(child):
        state.log.append("parent saw right \(child) with right.count \(state.right.count)")
      case .reset:
        state.log.append("reset")
      }
      return .none
    }
  }
}

@MainActor
@Suite(.tags(.core, .composition)) struct ScopeTests {
  @Test func childRunsOnlyForItsOwnCase() {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.right(.increment))
    #expect(store.right.count == 1)
    #expect(store.left.count == 0)
    store.send(.left(.increment))
    store.send(.left(.increment))
    #expect(store.left.count == 2)
    #expect(store.right.count == 1)
  }

  @Test func parentActionsDoNotReachTheChild() {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.reset)
    #expect(store.state == Pair.State(log: ["reset"]))
  }

  @Test func parentListedAfterTheScopeSeesTheChildsChange() {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.left(.increment))
    #expect(store.log == ["parent saw left increment with left.count 1"])
  }

  @Test func childEffectsComeBackAsParentActions() {
    let store = Store(initialState: Pair.State()) { Pair() }
    store.send(.right(.incrementThenReport))
    #expect(
      store.log == [
        "parent saw right incrementThenReport with right.count 1",
        "parent saw right report(1) with right.count 1",
      ])
    #expect(store.left.count == 0)
  }
}

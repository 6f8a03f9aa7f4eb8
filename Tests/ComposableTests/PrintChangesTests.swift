import TestTags
import Testing

@testable import Composable

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var title = "Counter"
  }
  enum Action: Equatable {
    case increment
    case noop
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .incrementLater:
      return .send(.increment)
    }
  }
}

/// One change a printer was given.
private struct Change: Equatable {
  var action: Counter.Action
  var oldCount: Int
  var newCount: Int
}

@MainActor
@Suite(.tags(.core)) struct PrintChangesTests {
  @Test func customPrinterReceivesActionOldAndNewState() {
    var changes: [Change] = []
    let printer = _ReducerPrinter<Counter.State, Counter.Action> { action, old, new in
      changes.append(Change(action: action, oldCount: old.count, newCount: new.count))
    }
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(printer) }
    store.send(.increment)
    store.send(.noop)
    #expect(
      changes == [
        Change(action: .increment, oldCount: 0, newCount: 1),
        Change(action: .noop, oldCount: 1, newCount: 1),
      ])
  }

  @Test func printingKeepsTheReducersEffects() {
    var actions: [Counter.Action] = []
    let printer = _ReducerPrinter<Counter.State, Counter.Action> { action, _, _ in
      actions.append(action)
    }
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(printer) }
    store.send(.incrementLater)
    #expect(store.count == 1)
    #expect(actions == [.incrementLater, .increment])
  }

  @Test func nilPrinterOnlyRunsTheReducer() {
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(nil) }
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func defaultTextShowsTheActionAndOnlyTheChangedLines() {
    let text = changeDescription(
      action: Counter.Action.increment,
      oldState: Counter.State(count: 0), newState: Counter.State(count: 1))
    #expect(
      text == """
        received action:
          Counter.Action.increment
          Counter.State(
        \u{2212}   count: 0,
        +   count: 1,
            … (1 unchanged)
          )
        """)
  }

  @Test func defaultTextSaysWhenNothingChanged() {
    let text = changeDescription(
      action: Counter.Action.noop, oldState: Counter.State(), newState: Counter.State())
    #expect(
      text == """
        received action:
          Counter.Action.noop
          (No state changes)
        """)
  }
}

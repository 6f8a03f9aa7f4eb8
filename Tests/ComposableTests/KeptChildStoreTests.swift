import TestTags
import Testing

@testable import Composable

/// A parent with a plain child, an optional child and rows, to scope to again and again.
private struct Parent: Reducer {
  struct State: Equatable {
    var child = TickerFeature.State()
    var optionalChild: TickerFeature.State?
    var rows: IdentifiedArrayOf<TickerFeature.State> = []
  }
  enum Action: Equatable {
    case child(TickerFeature.Action)
    case optionalChild(TickerFeature.Action)
    case rows(IdentifiedActionOf<TickerFeature>)
    case remove(id: Int)
    case add(id: Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Action.child) { TickerFeature() }
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
      case let .add(id):
        state.rows.append(TickerFeature.State(id: id))
      case .child, .optionalChild, .rows:
        break
      }
      return .none
    }
    .ifLet(\.optionalChild, action: Action.optionalChild) { TickerFeature() }
    .forEach(\.rows, action: Action.rows) { TickerFeature() }
  }
}

/// A store keeps the child stores it scoped, as TCA does: a view drawn at every frame scopes the
/// same way each time and gets the same stores back, instead of making new ones.
@MainActor
@Suite("Kept child stores", .tags(.core, .composition), .timeLimit(.minutes(1)))
struct KeptChildStoreTests {
  private func makeStore(rows: [Int], optionalChild: Int? = nil) -> StoreOf<Parent> {
    Store(
      initialState: Parent.State(
        optionalChild: optionalChild.map { TickerFeature.State(id: $0) },
        rows: IdentifiedArray(uniqueElements: rows.map { TickerFeature.State(id: $0) }))
    ) { Parent() }
  }

  @Test("scoping to the same child twice returns the same store, which reads the current state")
  func sameChildStore() {
    let store = makeStore(rows: [])
    let first = store.scope(state: \.child, action: Parent.Action.child)
    let second = store.scope(state: \.child, action: Parent.Action.child)
    #expect(first === second)
    store.send(.child(.increment))
    #expect(second.count == 1)
  }

  @Test("an optional child's store is kept while the child exists")
  func sameOptionalChildStore() throws {
    let store = makeStore(rows: [], optionalChild: 4)
    let first = try #require(store.scope(state: \.optionalChild, action: Parent.Action.optionalChild))
    let second = try #require(store.scope(state: \.optionalChild, action: Parent.Action.optionalChild))
    #expect(first === second)
    second.send(.increment)
    #expect(first.state == TickerFeature.State(id: 4, count: 1))
  }

  @Test("each row's store is kept from one scope of the array to the next, in the array's order")
  func sameRowStores() {
    let store = makeStore(rows: [1, 2, 3])
    let first = store.scope(state: \.rows, action: Parent.Action.rows)
    store.send(.rows(.element(id: 2, action: .increment)))
    let second = store.scope(state: \.rows, action: Parent.Action.rows)
    #expect(zip(first, second).allSatisfy { $0 === $1 })
    #expect(second.map(\.state.id) == [1, 2, 3])
    #expect(second.map(\.count) == [0, 1, 0])
    second[2].send(.increment)
    #expect(store.rows[id: 3]?.count == 1)
  }

  @Test("a removed row's store keeps the last state it read; the id added again gets a new store")
  func removedRowStore() {
    let store = makeStore(rows: [1, 2])
    let before = store.scope(state: \.rows, action: Parent.Action.rows)
    before[1].send(.increment)
    #expect(before[1].count == 1)
    store.send(.remove(id: 2))
    let afterRemoval = store.scope(state: \.rows, action: Parent.Action.rows)
    #expect(afterRemoval.count == 1)
    #expect(afterRemoval[0] === before[0])
    #expect(before[1].state == TickerFeature.State(id: 2, count: 1))

    store.send(.add(id: 2))
    let afterAdding = store.scope(state: \.rows, action: Parent.Action.rows)
    #expect(afterAdding[0] === before[0])
    #expect(afterAdding[1] !== before[1])
    #expect(afterAdding[1].state == TickerFeature.State(id: 2, count: 0))
  }

  @Test("a row's store is kept by the row's id, not its place: a row that moves up keeps its store")
  func rowStoresMoveWithTheirRows() {
    let store = makeStore(rows: [1, 2, 3])
    let before = store.scope(state: \.rows, action: Parent.Action.rows)
    store.send(.remove(id: 1))
    let after = store.scope(state: \.rows, action: Parent.Action.rows)
    #expect(after.count == 2)
    #expect(zip(after, before.dropFirst()).allSatisfy { $0 === $1 })
    #expect(after.map(\.id) == before.dropFirst().map(\.id))
  }
}

import Composable
import ComposableTesting
import TestTags
import Testing

/// TCA's outer-cancellation test, for a stack and a presented child: a `Detail` whose timer is
/// sleeping is removed by a reducer above the `forEach`/`ifLet` or by one below it. The
/// exhaustive test store ends clean only if the timer was cancelled: at once for the reducer
/// above, at the next action through the `forEach`/`ifLet` for the reducer below.
private struct Outer: Reducer {
  struct State: Equatable {
    var path = StackState<Detail.State>()
    @Presents var detail: Detail.State?
  }

  enum Action: Equatable {
    case path(StackActionOf<Detail>)
    case detail(PresentationAction<Detail.Action>)
    case present
    case tapBefore
    case tapAfter
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .tapBefore {
        state.path.removeAll()
        state.detail = nil
      }
      return .none
    }
    Reduce { state, action in
      if action == .present { state.detail = Detail.State() }
      return .none
    }
    .forEach(\.path, action: Action.path) { Detail() }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
    Reduce { state, action in
      if action == .tapAfter {
        state.path.removeAll()
        state.detail = nil
      }
      return .none
    }
  }
}

@MainActor
@Suite("Work is cancelled whoever removes the child", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct OuterCancellationTests {
  private func makeStore() -> TestStoreOf<Outer> {
    TestStore(initialState: Outer.State()) { Outer() } withDependencies: {
      $0.continuousClock = TestClock()
    }
  }

  /// Pushes a detail and presents one, and starts both timers.
  private func startTimers(in store: TestStoreOf<Outer>, pushing id: StackElementID) async {
    await store.send(.path(.push(id: id, state: Detail.State()))) {
      $0.path[id: id] = Detail.State()
    }
    await store.send(.present) {
      $0.detail = Detail.State()
    }
    await store.send(.path(.element(id: id, action: .startTimerTapped)))
    await store.send(.detail(.presented(.startTimerTapped)))
  }

  @Test("a reducer above the forEach and the ifLet removes the children: their timers end at once")
  func removedAbove() async {
    let store = makeStore()
    await startTimers(in: store, pushing: 0)
    await store.send(.tapBefore) {
      $0.path.removeAll()
      $0.detail = nil
    }
  }

  @Test("a reducer below them removes the children: their timers end at the next action")
  func removedBelow() async {
    let store = makeStore()
    await startTimers(in: store, pushing: 0)
    await store.send(.tapAfter) {
      $0.path.removeAll()
      $0.detail = nil
    }
    await store.send(.tapAfter)
  }
}

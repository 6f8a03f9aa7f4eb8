import TestTags
import Testing

@testable import Composable

/// The hello-world counter of the seed README ("The basics"), with the kit's spelling:
/// `struct CounterDomain: Reducer` where TCA writes `@Reducer struct CounterDomain`.
private struct CounterDomain: Reducer {
  struct State: Equatable {
    var counter = 0
  }
  enum Action: Equatable {
    case increaseCounter
    case decreaseCounter
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increaseCounter:
      state.counter += 1
      return .none
    case .decreaseCounter:
      state.counter -= 1
      return .none
    }
  }
}

@MainActor
@Suite(.tags(.core, .counter), .timeLimit(.minutes(1))) struct HelloWorldCounterTests {
  @Test func buttonsChangeTheCounter() async {
    let store = Store(initialState: CounterDomain.State()) { CounterDomain() }
    var rendered: [String] = []
    let token = store.observe { rendered.append(store.counter.description) }
    store.send(.increaseCounter)
    store.send(.increaseCounter)
    store.send(.decreaseCounter)
    #expect(store.state == CounterDomain.State(counter: 1))
    #expect(rendered == ["1", "2", "1"])
    token.cancel()
  }

  @Test func counterCanGoBelowZero() async {
    let store = Store(initialState: CounterDomain.State()) { CounterDomain() }
    await store.send(.decreaseCounter).finish()
    #expect(store.counter == -1)
  }
}

import Composable
import CounterChapter
import TestTags
import Testing

/// The `Store` the app runs, used directly, with no screen: send actions, read the state.
@MainActor
@Suite("CounterDomain in a Store", .tags(.counter))
struct CounterStoreTests {
  @Test("a Store runs the reducer for every action it is sent")
  func storeRunsTheReducer() {
    let store = Store(initialState: CounterDomain.State()) {
      CounterDomain()
    }

    store.send(.increaseCounter)
    #expect(store.counter == 1)

    store.send(.decreaseCounter)
    store.send(.decreaseCounter)
    #expect(store.counter == -1)
  }
}

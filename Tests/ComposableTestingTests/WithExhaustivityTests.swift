import Composable
import ComposableTesting
import TestTags
import Testing

/// `withExhaustivity(_:operation:)`: a stretch of a test with another exhaustivity, restored after.
@MainActor
@Suite("withExhaustivity", .tags(.testStore, .sheets), .timeLimit(.minutes(1)))
struct WithExhaustivityTests {
  @Test("inside .off only what is asserted is checked; after it the store is exhaustive again")
  func offInsideOnAfter() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.withExhaustivity(.off) {
      await store.send(.sendTwoValuesButtonTapped)
      await store.receive(.valueReceived(2)) {
        $0.values = [1, 2]
      }
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
    await withKnownIssue {
      await store.send(.noteChanged("x"))
    } matching: { issue in
      issue.message.contains("note: \"x\"")
    }
  }

  @Test("the previous exhaustivity comes back even when the operation throws")
  func restoredAfterThrowing() async {
    struct Stop: Error {}
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await #expect(throws: Stop.self) {
      try await store.withExhaustivity(.on) {
        #expect(store.exhaustivity == .on)
        throw Stop()
      }
    }
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))
  }

  @Test("it returns what the operation returns")
  func returnsTheOperationsResult() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    let values = await store.withExhaustivity(.off) {
      await store.send(.valueReceived(3))
      return store.state.values
    }
    #expect(values == [3])
  }

  @Test("a stretch of one send needs no result: the send's task is discarded, with no warning")
  func oneSendStretch() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.withExhaustivity(.off) {
      await store.send(.valueReceived(4))
    }
    #expect(store.state.values == [4])
  }
}

import Composable
import ComposableTesting
import TestTags
import Testing

/// The three ways to receive an action: an Equatable action, a case with any payload, and a case
/// with a given payload.
@MainActor
@Suite("Receiving actions", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct ReceiveTests {
  @Test("by case, whatever the payload, in the order the effect sent them")
  func byCaseWithAnyPayload() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await store.receive(ProbeFeature.Action.valueReceived) {
      $0.values = [1]
    }
    await store.receive(ProbeFeature.Action.valueReceived) {
      $0.values = [1, 2]
    }
  }

  @Test("by case and payload")
  func byCaseAndPayload() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await store.receive(ProbeFeature.Action.valueReceived, 1) {
      $0.values = [1]
    }
    await store.receive(ProbeFeature.Action.valueReceived, 2) {
      $0.values = [1, 2]
    }
  }

  @Test("waits for an action sent from work on another executor")
  func waitsForWorkElsewhere() async {
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.fetchValue = { await Task.detached(priority: .background) { 9 }.value }
    }
    store.timeout = .seconds(2)
    await store.send(.fetchButtonTapped)
    await store.receive(.valueReceived(9)) {
      $0.values = [9]
    }
  }

  @Test("an action that ends an effect waiting on the test clock arrives once the clock advances")
  func afterTheClockAdvances() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    await clock.advance(by: .milliseconds(999))
    #expect(clock.pendingSleeps == 1)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.waitEnded, timeout: .zero) {
      $0.isWaiting = false
    }
  }
}

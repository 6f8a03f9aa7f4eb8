import Composable
import ComposableTesting
import TestTags
import Testing

/// `receive(_ isMatching:)`: an action chosen by a predicate, with the same waiting and the same
/// failures as the other `receive`s.
@MainActor
@Suite("Receiving by a predicate", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct ReceivePredicateTests {
  @Test("the next action must satisfy the predicate; its state change is asserted")
  func matchingAction() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await store.receive { $0 == .valueReceived(1) } assert: {
      $0.values = [1]
    }
    await store.receive {
      if case .valueReceived = $0 { true } else { false }
    } assert: {
      $0.values = [1, 2]
    }
  }

  @Test("an action that does not satisfy the predicate is shown")
  func unmatchedAction() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await withKnownIssue {
      await store.receive { $0 == .valueReceived(2) } assert: {
        $0.values = [1]
      }
    } matching: { issue in
      issue.message.contains("Received an action that does not satisfy the predicate given to \"receive\".")
        && issue.message.contains(
          """
          Received:
            ProbeFeature.Action.valueReceived(1)
          """)
        && issue.message.contains("received in the order the effects sent them")
    }
    await store.receive { $0 == .valueReceived(2) } assert: {
      $0.values = [1, 2]
    }
  }

  @Test("an action that does not arrive before the timeout names the effects still running")
  func notReceivedBeforeTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    await withKnownIssue {
      await store.receive({ $0 == .waitEnded }, timeout: .milliseconds(10))
    } matching: { issue in
      issue.message.contains("Expected to receive an action, but received none after 0.01 seconds.")
        && issue.message.contains(
          """
          Expected:
            an action that satisfies the predicate given to "receive"
          """)
        && issue.message.contains("• ProbeFeature.Action.waitButtonTapped")
    }
    await store.send(.cancelWaitButtonTapped) {
      $0.isWaiting = false
    }
  }

  @Test("non-exhaustively, actions before the first match are skipped")
  func nonExhaustiveSkipsToTheMatch() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    store.exhaustivity = .off
    await store.send(.sendTwoValuesButtonTapped)
    await store.receive { $0 == .valueReceived(2) } assert: {
      $0.values = [1, 2]
    }
  }
}

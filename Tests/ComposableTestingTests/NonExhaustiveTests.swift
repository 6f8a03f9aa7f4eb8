import Composable
@testable import ComposableTesting
import TestTags
import Testing

/// `exhaustivity = .off`: only what the test asserts is checked, and with
/// `showSkippedAssertions` everything skipped is shown as a known issue.
@MainActor
@Suite("Non-exhaustive test stores", .tags(.testStore, .sheets), .timeLimit(.minutes(1)))
struct NonExhaustiveTests {
  @Test("only the asserted fields, actions and effects are checked")
  func assertsOnlyWhatItChooses() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.waitButtonTapped)
    await store.send(.sendTwoValuesButtonTapped)
    await store.receive(.valueReceived(2)) {
      $0.values = [1, 2]
    }
    await store.send(.noteChanged("x")) {
      $0.note = "x"
    }
    #expect(store.state == ProbeFeature.State(note: "x", values: [1, 2], isWaiting: true))
    // The wait effect is still running: a non-exhaustive store lets it outlive the test.
  }

  @Test("the closure gets the state after the action")
  func closureGetsStateAfter() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    store.exhaustivity = .off
    await store.send(.valueReceived(7)) {
      #expect($0.values == [7])
    }
  }

  @Test("a wrong assertion still fails, with the non-exhaustive hint")
  func wrongAssertionStillFails() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.noteChanged("x")) {
        $0.note = "y"
      }
    } matching: { issue in
      issue.message.contains("A state change does not match the expectation.")
        && issue.message.contains(
          """
            −   note: "y",
            +   note: "x",
          """)
        && issue.message.contains("gets the state after the action (exhaustivity is off)")
    }
  }

  @Test("receive waits for a matching action, and fails if none can come")
  func receiveNeedsAMatchingAction() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    store.exhaustivity = .off
    await store.send(.sendTwoValuesButtonTapped)
    await withKnownIssue {
      await store.receive(.valueReceived(3))
    } matching: { issue in
      issue.message.contains("Expected to receive a matching action, but received none.")
    }
  }

  @Test("with showSkippedAssertions, skipped checks become known issues that say what they skipped")
  func showsSkippedAssertions() async {
    let reports = TestStoreReports()
    let clock = TestClock()
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) {
        ProbeFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.waitButtonTapped)
      await store.send(.sendTwoValuesButtonTapped)
      await store.receive(.valueReceived(2)) {
        $0.values = [1, 2]
      }
    }
    let known = reports.all.filter(\.isKnown).map(\.message)
    #expect(reports.all.allSatisfy { $0.isKnown })
    #expect(known.count == 3)
    #expect(known.allSatisfy { $0.hasPrefix("Skipped assertion:") })
    #expect(
      known.first?.contains(
        """
          −   isWaiting: false
          +   isWaiting: true
        """) == true)
    #expect(
      known.dropFirst().first?.contains(
        """
        1 received action was skipped:
          • ProbeFeature.Action.valueReceived(1)
        """) == true)
    #expect(
      known.last?.contains(
        "An effect started by ProbeFeature.Action.waitButtonTapped is still running") == true)
  }
}

import Composable
import ComposableTesting
import TestTags
import Testing

/// Each way receiving an action can fail, provoked on purpose, with the message checked.
@MainActor
@Suite("Failures: received actions", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct ReceiveFailureTests {
  @Test("receiving another action than the next one shows the diff of expected and received")
  func unexpectedAction() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await withKnownIssue {
      await store.receive(.factResponse("1 is a good number.")) {
        $0.isLoading = false
        $0.fact = "0 is a good number."
      }
    } matching: { issue in
      issue.message.contains("Received an action that was not expected.")
        && issue.message.contains(
          """
            − CounterFeature.Action.factResponse("1 is a good number.")
            + CounterFeature.Action.factResponse("0 is a good number.")

          (Expected: −, Received: +)
          """)
        && issue.message.contains("received in the order the effects sent them")
    }
    #expect(store.state.fact == "0 is a good number.")
  }

  @Test("receiving by a case that is not the next action's case shows what was received")
  func unexpectedActionCase() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await withKnownIssue {
      await store.receive(ProbeFeature.Action.noteChanged) {
        $0.values = [1]
      }
    } matching: { issue in
      issue.message.contains("Received an action of another case than expected.")
        && issue.message.contains(
          """
          Received:
            ProbeFeature.Action.valueReceived(1)
          """)
        && issue.message.contains("(its payload is a \"String\")")
    }
    await store.receive(.valueReceived(2)) {
      $0.values = [1, 2]
    }
  }

  @Test("receiving a case with the wrong payload shows the diff of the payloads")
  func unexpectedPayload() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    await withKnownIssue {
      await store.receive(ProbeFeature.Action.valueReceived, 2) {
        $0.values = [1]
      }
    } matching: { issue in
      issue.message.contains(
        """
          − ProbeFeature.Action.valueReceived(2)
          + ProbeFeature.Action.valueReceived(1)
        """)
    }
    await store.receive(ProbeFeature.Action.valueReceived, 2) {
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
      await store.receive(.waitEnded, timeout: .milliseconds(10)) {
        $0.isWaiting = false
      }
    } matching: { issue in
      issue.message.contains("Expected to receive an action, but received none after 0.01 seconds.")
        && issue.message.contains(
          """
          1 effect is still running, started by:
            • ProbeFeature.Action.waitButtonTapped
          """)
        && issue.message.contains("advance the test clock first")
    }
    await store.send(.cancelWaitButtonTapped) {
      $0.isWaiting = false
    }
  }

  @Test("an action expected when no effect is running fails at once, without waiting")
  func notReceivedWithNothingRunning() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    let start = ContinuousClock.now
    await withKnownIssue {
      await store.receive(.waitEnded)
    } matching: { issue in
      issue.message.contains("Expected to receive an action, but received none.")
        && issue.message.contains(
          """
          Expected:
            ProbeFeature.Action.waitEnded
          """)
        && issue.message.contains("No effect is still running that could send it.")
    }
    #expect(ContinuousClock.now - start < store.timeout)
  }

  @Test("sending while received actions wait to be asserted lists them")
  func unhandledBeforeSend() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped).finish()
    await withKnownIssue {
      await store.send(.noteChanged("next")) {
        $0.note = "next"
      }
    } matching: { issue in
      issue.message.contains("2 received actions must be handled before sending another action.")
        && issue.message.contains(
          """
          Unhandled actions:
            • ProbeFeature.Action.valueReceived(1)
            • ProbeFeature.Action.valueReceived(2)
          """)
        && issue.message.contains("\"await store.skipReceivedActions()\"")
    }
    #expect(store.state == ProbeFeature.State(note: "next", values: [1, 2]))
    // As in TCA, the failure keeps the actions: skipping them finds them (strict, it would fail
    // if there were none), and leaves the state the send asserted.
    await store.skipReceivedActions()
    #expect(store.state == ProbeFeature.State(note: "next", values: [1, 2]))
  }

  @Test("actions left unhandled at a send are still there for a later receive, in order")
  func unhandledBeforeSendAreReceivedLater() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped).finish()
    await withKnownIssue {
      await store.send(.noteChanged("next")) {
        $0.note = "next"
      }
    } matching: { issue in
      issue.message.contains("2 received actions must be handled before sending another action.")
    }
    // Each late receive asserts only its own change; the state stays the latest one.
    await store.receive(.valueReceived(1)) {
      $0.values = [1]
    }
    await store.receive(.valueReceived(2)) {
      $0.values = [1, 2]
    }
    #expect(store.state == ProbeFeature.State(note: "next", values: [1, 2]))
  }
}

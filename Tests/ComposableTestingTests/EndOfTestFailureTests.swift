import Composable
import ComposableTesting
import TestTags
import Testing

/// The checks a test store makes when the test ends (when it is released) or when it finishes,
/// provoked on purpose, with the message checked. A store whose release is checked lives inside
/// `withKnownIssue`, so it is released, and checks, there.
@MainActor
@Suite("Failures: the end of the test", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct EndOfTestFailureTests {
  @Test("an effect still running at the end names the action that started it, at its send")
  func effectStillRunning() async {
    let clock = TestClock()
    let line = #line + 8
    await withKnownIssue {
      let store = TestStore(initialState: ProbeFeature.State()) {
        ProbeFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.doNothing)
      await store.send(.waitButtonTapped) {
        $0.isWaiting = true
      }
      await store.send(.noteChanged("later")) {
        $0.note = "later"
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains(
          """
          An effect started by ProbeFeature.Action.waitButtonTapped is still running at the end \
          of the test.
          """)
        && issue.message.contains("\"await store.skipInFlightEffects()\"")
    }
    #expect(clock.pendingSleeps == 0)
  }

  @Test("the seed's timer, left running, fails the test until it is toggled off")
  func timerLeftRunning() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerRunning = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.count = 1
      }
    } matching: { issue in
      issue.message.contains(
        "An effect started by CounterFeature.Action.toggleTimerButtonTapped is still running")
    }
  }

  @Test("actions received but never asserted fail the test at its last step")
  func unhandledReceivedActionsAtEnd() async {
    let line = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.noteChanged("x")) { $0.note = "x" }
      await store.send(.sendTwoValuesButtonTapped).finish()
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains("The store received 2 actions that the test did not assert on.")
        && issue.message.contains(
          """
          Unhandled actions:
            • ProbeFeature.Action.valueReceived(1)
            • ProbeFeature.Action.valueReceived(2)
          """)
    }
  }

  @Test("finish() reports actions received but never asserted, at its own line")
  func finishReportsUnhandledActions() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains("The store received 2 actions that the test did not assert on.")
    }
    #expect(store.state.values == [1, 2])
  }

  @Test("finish() fails when effects outlast its timeout, names them, and cancels them")
  func finishTimesOut() async {
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
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.message.contains(
        """
        Expected every effect to finish, but 1 effect is still running after 0.01 seconds, \
        started by:
          • ProbeFeature.Action.waitButtonTapped
        """)
        && issue.message.contains("They are cancelled now.")
    }
    #expect(clock.pendingSleeps == 0)
  }

  @Test("a send's task that outlasts its timeout fails finish()")
  func taskFinishTimesOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.message.contains(
        "Expected the effects of this send to finish, but they are still running after 0.01 seconds.")
    }
    await store.send(.cancelWaitButtonTapped) {
      $0.isWaiting = false
    }
  }
}

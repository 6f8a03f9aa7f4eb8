import Composable
@testable import ComposableTesting
import TestTags
import Testing

/// `skipReceivedActions()` and `skipInFlightEffects()`: an exhaustive test choosing not to assert
/// on some actions or effects, which it still sees as known issues.
@MainActor
@Suite(
  "Skipping received actions and in-flight effects",
  .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct SkippingTests {
  @Test("skipReceivedActions drops the pending actions and moves the state past them")
  func skipReceivedActions() async {
    let reports = TestStoreReports()
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.sendTwoValuesButtonTapped).finish()
      await store.skipReceivedActions()
      #expect(store.state.values == [1, 2])
      await store.send(.noteChanged("after")) {
        $0.note = "after"
      }
    }
    #expect(
      reports.all == [
        TestStoreReport(
          message: """
            Skipped assertion:

            2 received actions were skipped:
              • ProbeFeature.Action.valueReceived(1)
              • ProbeFeature.Action.valueReceived(2)
            """,
          isKnown: true)
      ])
  }

  @Test("skipReceivedActions with nothing to skip fails when strict, and not otherwise")
  func skipReceivedActionsStrict() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.message.contains("There were no received actions to skip.")
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test("skipInFlightEffects stops tracking the running effects, so the test may end with them")
  func skipInFlightEffects() async {
    let reports = TestStoreReports()
    let clock = TestClock()
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerRunning = true
      }
      await store.skipInFlightEffects()
      #expect(clock.pendingSleeps == 1, "the skipped timer keeps running while the store lives")
    }
    // Released, the store cancels what it no longer tracks, so nothing outlives the test.
    #expect(clock.pendingSleeps == 0)
    #expect(
      reports.all == [
        TestStoreReport(
          message: """
            Skipped assertion:

            1 in-flight effect is no longer tracked, started by:
              • CounterFeature.Action.toggleTimerButtonTapped

            It keeps running: the actions it sends are still received.
            """,
          isKnown: true)
      ])
  }

  @Test("a skipped effect keeps running, and the test receives what it sends, as in TCA")
  func skippedEffectStillSends() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.waitEnded) {
      $0.isWaiting = false
    }
  }

  @Test("skipInFlightEffects with nothing running fails when strict, and not otherwise")
  func skipInFlightEffectsStrict() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.message.contains("There were no in-flight effects to skip.")
    }
    await store.skipInFlightEffects(strict: false)
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades effects.fact-cancel: in `FreshFactCounter`, changing the count cancels the fact request
// in flight, and a second request cancels the first. The fact client answers after 1 s on a
// `TestClock`, so each check changes things while a request waits. Then the broken counters the
// learner's tests must fail on.

extension StaleFactExercise: GradedExercise {
  /// Counters that let a stale fact through: a good test of the cancellation fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "a change of the count leaves the fact request running", replacing: FreshFactCounter.self,
        advice: """
          Ask for a fact with a client that sleeps on a TestClock, press + while it waits, then \
          advance the clock: set in the closure of + what changes, spinner included.
          """
      ) {
        Reduce { state, action in
          if action == .incrementButtonTapped || action == .decrementButtonTapped {
            state.count += action == .incrementButtonTapped ? 1 : -1
            state.fact = nil
            return .none
          }
          return FreshFactCounter().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "a change stops the spinner, but the stale fact still arrives",
        replacing: FreshFactCounter.self,
        advice: """
          After pressing +, advance the TestClock past the client's delay: a fact that still \
          arrives then is an action the exhaustive store did not expect.
          """
      ) {
        Reduce { state, action in
          if action == .incrementButtonTapped || action == .decrementButtonTapped {
            state.count += action == .incrementButtonTapped ? 1 : -1
            state.fact = nil
            state.isLoading = false
            return .none
          }
          return FreshFactCounter().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension StaleFactTests {
  // The grader's checks of FreshFactCounter.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("with the count left alone, the fact arrives after its second")
    func theFactArrives() async {
      let clock = TestClock()
      let facts = FactRequestLog(answeringAfter: .seconds(1), on: clock)
      let store = TestStore(initialState: FreshFactCounter.State(count: 3)) {
        FreshFactCounter()
      } withDependencies: {
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse(FactRequestLog.fact(about: 3, request: 1))) {
        $0.isLoading = false
        $0.fact = FactRequestLog.fact(about: 3, request: 1)
      }
    }

    @Test(
      "a change of the count while the fact loads cancels it: the stale fact never arrives",
      arguments: [FreshFactCounter.Action.incrementButtonTapped, .decrementButtonTapped])
    func aChangeCancelsTheRequest(change: FreshFactCounter.Action) async {
      let newCount = change == .incrementButtonTapped ? 4 : 2
      let clock = TestClock()
      let facts = FactRequestLog(answeringAfter: .seconds(1), on: clock)
      let store = TestStore(initialState: FreshFactCounter.State(count: 3)) {
        FreshFactCounter()
      } withDependencies: {
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(change) {
        $0.count = newCount
        $0.isLoading = false
      }
      let requestCancelled = clock.pendingSleeps == 0
      #expect(
        requestCancelled,
        """
        the count changed to \(newCount), and the request for a fact about 3 is still on its way: \
        return .cancel(id: CancelID.fact) from \(change)
        """)
      guard requestCancelled else {
        await store.skipInFlightEffects()
        return
      }
      // The store is exhaustive: a stale fact arriving now would fail the test.
      await clock.advance(by: .seconds(1))
      #expect(facts.answered.isEmpty, "the fact client answered about \(facts.answered)")

      // A new request is about the new count.
      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse(FactRequestLog.fact(about: newCount, request: 2))) {
        $0.isLoading = false
        $0.fact = FactRequestLog.fact(about: newCount, request: 2)
      }
    }

    @Test("Fact pressed again while loading: the first request is cancelled, the second answers")
    func aSecondRequestCancelsTheFirst() async {
      let clock = TestClock()
      let facts = FactRequestLog(answeringAfter: .seconds(1), on: clock)
      let store = TestStore(initialState: FreshFactCounter.State()) {
        FreshFactCounter()
      } withDependencies: {
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(.factButtonTapped)
      let oneRequestWaits = clock.pendingSleeps == 1
      #expect(
        oneRequestWaits,
        """
        after a second tap on Fact, \(clock.pendingSleeps) requests are on their way: start the \
        request with .cancellable(id: CancelID.fact, cancelInFlight: true), so a new one cancels \
        the one in flight
        """)
      guard oneRequestWaits else {
        await store.skipInFlightEffects()
        return
      }
      // The first request would have answered at 1 s; the second answers at 1.5 s.
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse(FactRequestLog.fact(about: 0, request: 2))) {
        $0.isLoading = false
        $0.fact = FactRequestLog.fact(about: 0, request: 2)
      }
      #expect(
        facts.answered == [0], "the fact client answered \(facts.answered.count) times, not once")
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades effects.reset: `resetButtonTapped` gives back a fresh counter and cancels the timer and
// the fact request, so a `TestClock` advanced afterwards delivers nothing; and the broken counters
// the learner's tests must fail on.

extension ResetEverythingExercise: GradedExercise {
  /// Counters whose reset is broken: a good test of the reset fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "resetButtonTapped does nothing", replacing: ResettableTimerCounter.self,
        advice: """
          Start the timer and let it tick first, then send .resetButtonTapped and set in its \
          closure everything that changes: the count back to 0, the timer off.
          """
      ) {
        Reduce { state, action in
          if action == .resetButtonTapped { return .none }
          return ResettableTimerCounter().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "resetButtonTapped resets the state but leaves the timer's effect running",
        replacing: ResettableTimerCounter.self,
        advice: """
          Use a TestClock as $0.continuousClock, start the timer before the reset, and advance \
          the clock after it: the exhaustive store then fails on any tick that still arrives.
          """
      ) {
        Reduce { state, action in
          if action == .resetButtonTapped {
            state = ResettableTimerCounter.State()
            return .none
          }
          return ResettableTimerCounter().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension ResetEverythingTests {
  // The grader's checks of ResettableTimerCounter.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("reset puts the count back to 0 and clears the fact", arguments: [5, -3])
    func resetClearsTheCounter(count: Int) async {
      let store = TestStore(
        initialState: ResettableTimerCounter.State(count: count, fact: "\(count) is a fine number.")
      ) {
        ResettableTimerCounter()
      }

      await store.send(.resetButtonTapped) {
        $0.count = 0
        $0.fact = nil
      }
      #expect(
        store.state.count == 0,
        "resetButtonTapped did not set the count back to 0: it is still \(store.state.count)")
      #expect(store.state.fact == nil, "resetButtonTapped did not clear the fact")
    }

    @Test("reset stops a running timer: a minute on the clock afterwards brings no tick")
    func resetStopsTheTimer() async {
      let clock = TestClock()
      let store = TestStore(initialState: ResettableTimerCounter.State()) {
        ResettableTimerCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerRunning = true
      }
      await clock.advance(by: .seconds(2))
      await store.receive(.timerTick) {
        $0.count = 1
      }
      await store.receive(.timerTick) {
        $0.count = 2
      }
      await store.send(.resetButtonTapped) {
        $0.count = 0
        $0.isTimerRunning = false
      }
      let timerStopped = clock.pendingSleeps == 0
      #expect(
        timerStopped,
        """
        after resetButtonTapped the timer's effect still waits on the clock, and will tick again: \
        return .cancel(id: CancelID.timer)
        """)
      guard timerStopped else {
        await store.skipInFlightEffects()
        return
      }
      // The store is exhaustive: a tick arriving now would fail the test.
      await clock.advance(by: .seconds(60))
      await store.finish()
    }

    @Test("reset while a fact loads: the request is cancelled, and its answer never arrives")
    func resetCancelsTheFact() async {
      let clock = TestClock()
      let facts = FactRequestLog(answeringAfter: .seconds(1), on: clock)
      let store = TestStore(initialState: ResettableTimerCounter.State(count: 7)) {
        ResettableTimerCounter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      #expect(facts.requested == [7], "factButtonTapped did not ask the fact client about 7")
      await store.send(.resetButtonTapped) {
        $0.count = 0
        $0.isLoading = false
      }
      let requestStopped = clock.pendingSleeps == 0
      #expect(
        requestStopped,
        """
        after resetButtonTapped the fact request is still on its way, and its answer would land on \
        the fresh counter: make it .cancellable(id: CancelID.fact), and cancel that id on reset
        """)
      guard requestStopped else {
        await store.skipInFlightEffects()
        return
      }
      await clock.advance(by: .seconds(1))
      await store.finish()
      #expect(facts.answered.isEmpty, "the fact client answered about \(facts.answered) after reset")
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import ExerciseGrading
@testable import Exercises
import Testing

// Grades counter.reset: the grader's checks of the reset button, a suite inside the learner's
// `CounterResetTests`, and the broken counters the learner's tests must fail on.

extension CounterResetExercise: GradedExercise {
  /// Counters whose reset is broken: a good test of the reset fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "resetButtonTapped does nothing", replacing: ResettableCounter.self,
        advice: """
          Start the TestStore from a counter that is not 0, send .resetButtonTapped, and set in \
          the closure what the counter becomes.
          """
      ) {
        Reduce { state, action in
          if action == .resetButtonTapped { return .none }
          return ResettableCounter().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "resetButtonTapped only takes one away", replacing: ResettableCounter.self,
        advice: """
          Start from a counter further from 0 (5, say): only a real reset brings it back to 0 in \
          one step.
          """
      ) {
        Reduce { state, action in
          if action == .resetButtonTapped {
            state.counter -= 1
            return .none
          }
          return ResettableCounter().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension CounterResetTests {
  /// The grader's checks of `ResettableCounter`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("resetButtonTapped sets the counter back to 0", arguments: [5, 1, -3, 42])
    func resetFromAnyNumber(start: Int) async {
      let store = TestStore(initialState: ResettableCounter.State(counter: start)) {
        ResettableCounter()
      }

      await store.send(.resetButtonTapped) {
        $0.counter = 0
      }
      #expect(
        store.state.counter == 0,
        """
        resetButtonTapped did not set the counter back to 0: from \(start) it left \
        \(store.state.counter).
        """)
    }

    @Test("resetButtonTapped at 0 changes nothing")
    func resetAtZero() async {
      let store = TestStore(initialState: ResettableCounter.State(counter: 0)) {
        ResettableCounter()
      }

      await store.send(.resetButtonTapped)
      #expect(
        store.state.counter == 0,
        "resetButtonTapped at 0 moved the counter to \(store.state.counter).")
    }

    @Test("after a reset, plus and minus count from 0 again")
    func countingAfterReset() async throws {
      let store = TestStore(initialState: ResettableCounter.State(counter: 7)) {
        ResettableCounter()
      }

      await store.send(.resetButtonTapped) {
        $0.counter = 0
      }
      try #require(
        store.state.counter == 0,
        "resetButtonTapped did not set the counter back to 0: from 7 it left \(store.state.counter).")
      await store.send(.increaseCounter) {
        $0.counter = 1
      }
      await store.send(.decreaseCounter) {
        $0.counter = 0
      }
      await store.send(.decreaseCounter) {
        $0.counter = -1
      }
    }
  }
}

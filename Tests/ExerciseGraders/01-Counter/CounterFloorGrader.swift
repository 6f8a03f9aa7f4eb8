import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades counter.floor: minus stops at 0 and still works above it, then the learner's
// `testMinusAtZero`, run on their counter (it must pass) and on one that goes below zero (it
// must fail).
extension CounterFloorExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of FlooredCounter it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "decreaseCounter at 0 makes -1 (chapter 1's counter)", replacing: FlooredCounter.self,
        advice: """
          Build the TestStore with the reducer the test is given, start it at 0, and send \
          .decreaseCounter with no closure: the store then fails if the counter changes.
          """
      ) {
        Reduce { state, action in
          if action == .decreaseCounter {
            state.counter -= 1
            return .none
          }
          return FlooredCounter().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension CounterFloorTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("decreaseCounter at 0 leaves the counter at 0, press after press")
    func minusAtZero() async throws {
      let store = TestStore(initialState: FlooredCounter.State(counter: 0)) {
        FlooredCounter()
      }

      await store.send(.decreaseCounter)
      try #require(
        store.state.counter == 0,
        "decreaseCounter at 0 made the counter \(store.state.counter): at 0 it must stay at 0.")
      await store.send(.decreaseCounter)
      #expect(
        store.state.counter == 0,
        "A second decreaseCounter at 0 made the counter \(store.state.counter): it must stay at 0.")
    }

    @Test("decreaseCounter above 0 still takes one away", arguments: [1, 2, 10])
    func minusAboveZero(start: Int) async {
      let store = TestStore(initialState: FlooredCounter.State(counter: start)) {
        FlooredCounter()
      }

      await store.send(.decreaseCounter) {
        $0.counter = start - 1
      }
      #expect(
        store.state.counter == start - 1,
        "decreaseCounter at \(start) should make \(start - 1); it made \(store.state.counter).")
    }

    @Test("up and down again: 0, 1, 0, and 0 once more")
    func upAndDown() async {
      let store = TestStore(initialState: FlooredCounter.State()) {
        FlooredCounter()
      }

      await store.send(.increaseCounter) {
        $0.counter = 1
      }
      await store.send(.decreaseCounter) {
        $0.counter = 0
      }
      await store.send(.decreaseCounter)
      #expect(
        store.state.counter == 0,
        "Plus, minus, minus from 0 should end at 0; the counter is \(store.state.counter).")
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades counter.floor: the grader's checks of the floor, a suite inside the learner's
// `CounterFloorTests`; the counter that goes below zero each case of the learner's parameterized
// test must fail on.

extension CounterFloorExercise: GradedExercise {
  /// A counter whose minus goes below zero: every case of a good test fails on it.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "decreaseCounter at 0 makes -1 (chapter 1's counter)", replacing: FlooredCounter.self,
        advice: """
          In every case, bring the counter down to 0 and send .decreaseCounter once more with no \
          closure: the store then fails if the counter changes.
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

  /// One test for several starting counts: a parameterized test.
  public static var requirements: [TestRequirement] { [.parameterized] }
}

extension CounterFloorTests {
  // The grader's checks of `FlooredCounter`.
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

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades counter.step: the grader's checks of the step, a suite inside the learner's
// `CounterStepTests`, and the broken counters the test the learner writes from nothing must
// fail on.

extension CounterStepExercise: GradedExercise {
  /// Counters whose step is broken: a good test of a step of 5 fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "stepChanged does nothing", replacing: SteppedCounter.self,
        advice: """
          Send .stepChanged(5) and set the step in its closure, then press a button and set what \
          the counter becomes.
          """
      ) {
        Reduce { state, action in
          if case .stepChanged = action { return .none }
          return SteppedCounter().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "increaseCounter moves by 1 whatever the step", replacing: SteppedCounter.self,
        advice: "After .stepChanged(5), send .increaseCounter and set what the counter becomes."
      ) {
        Reduce { state, action in
          if action == .increaseCounter {
            state.counter += 1
            return .none
          }
          return SteppedCounter().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "decreaseCounter moves by 1 whatever the step", replacing: SteppedCounter.self,
        advice: """
          Test both ways: after .stepChanged(5), send .decreaseCounter too and set what the \
          counter becomes.
          """
      ) {
        Reduce { state, action in
          if action == .decreaseCounter {
            state.counter -= 1
            return .none
          }
          return SteppedCounter().reduce(into: &state, action: action)
        }
      },
      .initialState(
        "a new counter starts with a step of 0, not 1",
        advice: """
          The store checks what each action changes, never the state it starts from, and after \
          .stepChanged(5) a step of 0 or 1 looks the same. Right after making the store, check \
          the step it starts with: #expect(store.state.step == 1).
          """
      ) { (state: inout SteppedCounter.State) in
        state.step = 0
      },
    ]
  }

  /// A test the learner writes whole, named by a sentence.
  public static var requirements: [TestRequirement] {
    [
      TestRequirement("a test named by a sentence: `@Test(\"What it proves\")`") {
        $0.displayName != nil
      }
    ]
  }
}

extension CounterStepTests {
  // The grader's checks of `SteppedCounter`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("with the default step of 1, plus and minus move by one")
    func defaultStep() async {
      #expect(SteppedCounter.State().step == 1, "A new SteppedCounter.State should have a step of 1.")
      let store = TestStore(initialState: SteppedCounter.State()) {
        SteppedCounter()
      }

      await store.send(.increaseCounter) {
        $0.counter = 1
      }
      await store.send(.decreaseCounter) {
        $0.counter = 0
      }
    }

    @Test("stepChanged(n) sets the step and leaves the counter alone", arguments: [2, 5, 10])
    func stepChanged(step: Int) async {
      let store = TestStore(initialState: SteppedCounter.State(counter: 3)) {
        SteppedCounter()
      }

      await store.send(.stepChanged(step)) {
        $0.step = step
      }
      #expect(
        store.state.step == step,
        "stepChanged(\(step)) did not set the step to \(step): it is \(store.state.step).")
    }

    @Test("plus and minus move the counter by the step", arguments: [2, 5, 10])
    func buttonsMoveByTheStep(step: Int) async throws {
      let store = TestStore(initialState: SteppedCounter.State(counter: 1, step: step)) {
        SteppedCounter()
      }

      await store.send(.increaseCounter) {
        $0.counter = 1 + step
      }
      try #require(
        store.state.counter == 1 + step,
        "With a step of \(step), plus at 1 should make \(1 + step); it made \(store.state.counter).")
      await store.send(.decreaseCounter) {
        $0.counter = 1
      }
      await store.send(.decreaseCounter) {
        $0.counter = 1 - step
      }
      #expect(
        store.state.counter == 1 - step,
        """
        With a step of \(step), minus twice from \(1 + step) should make \(1 - step); it made \
        \(store.state.counter).
        """)
    }

    @Test("the buttons use the latest step")
    func latestStep() async throws {
      let store = TestStore(initialState: SteppedCounter.State()) {
        SteppedCounter()
      }

      await store.send(.stepChanged(5)) {
        $0.step = 5
      }
      await store.send(.stepChanged(3)) {
        $0.step = 3
      }
      try #require(
        store.state.step == 3,
        "After stepChanged(5) then stepChanged(3), the step should be 3; it is \(store.state.step).")
      await store.send(.increaseCounter) {
        $0.counter = 3
      }
    }
  }
}

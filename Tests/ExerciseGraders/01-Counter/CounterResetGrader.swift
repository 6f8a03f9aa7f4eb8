import Composable
import ComposableTesting
import Exercises
import Testing

// Grades counter.reset: the reset button on its own, then the learner's `testResetButton`, run
// on their counter (it must pass) and on counters whose reset is broken (it must fail).
@MainActor
@Suite(
  .exercise(
    "counter.reset", isStarted: CounterResetExercise.isStarted,
    file: "Exercises/Workbook/01-Counter/CounterReset.swift"))
struct CounterResetGrader {
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

  @Test("your testResetButton passes on your ResettableCounter")
  func learnersTestPassesOnTheirCounter() async {
    // Any failure here is your test's own, reported at its line in CounterReset.swift.
    await testResetButton(ResettableCounter())
  }

  @Test("your testResetButton fails on a counter whose reset does nothing")
  func learnersTestCatchesAResetThatDoesNothing() async {
    await expectLearnersTest(
      "testResetButton", toCatch: "resetButtonTapped does nothing",
      advice: """
        Build the TestStore with the reducer the test is given, start it from a counter that is \
        not 0, send .resetButtonTapped and set in the closure what the counter becomes.
        """
    ) {
      await testResetButton(
        Reduce { state, action in
          if action == .resetButtonTapped { return .none }
          return ResettableCounter().reduce(into: &state, action: action)
        })
    }
  }

  @Test("your testResetButton fails on a counter whose reset only takes one away")
  func learnersTestCatchesAResetThatTakesOneAway() async {
    await expectLearnersTest(
      "testResetButton", toCatch: "resetButtonTapped only takes one away",
      advice: """
        Start from a counter further from 0 (5, say): only a real reset brings it back to 0 in \
        one step.
        """
    ) {
      await testResetButton(
        Reduce { state, action in
          if action == .resetButtonTapped {
            state.counter -= 1
            return .none
          }
          return ResettableCounter().reduce(into: &state, action: action)
        })
    }
  }
}

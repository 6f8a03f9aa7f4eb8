import ComposableTesting
import CounterChapter
import TestTags
import Testing

/// The first TestStore tests of the course: send an action, say how the state changes.
///
/// A `TestStore` is built like the app's `Store`: an initial state and a reducer. Each
/// `await store.send(action) { … }` runs the reducer for real, then checks the state it left.
/// The closure gets the state as it was BEFORE the action and must change it into the state you
/// expect AFTER it. Any difference fails the test at that line, with a diff.
///
/// The store is exhaustive: every change must be described. A field that changed without the
/// test saying so fails it too, and so would an effect still running when the test ends.
@MainActor
@Suite("CounterDomain with a TestStore", .tags(.counter), .timeLimit(.minutes(1)))
struct CounterDomainTests {
  @Test("+ then -: the counter goes to 1, then back to 0")
  func increaseThenDecrease() async {
    // The same two ingredients as the app's Store: where to start, and which reducer runs.
    let store = TestStore(initialState: CounterDomain.State()) {
      CounterDomain()
    }

    // `$0` is the state before the action: `counter` is 0 here. Set what the action changes.
    await store.send(.increaseCounter) {
      $0.counter = 1
    }

    // Each step starts where the previous one ended: 1 becomes 0.
    await store.send(.decreaseCounter) {
      $0.counter = 0
    }

    // No effects to wait for: every action returned `.none`, so the test can end here.
  }

  @Test("- at 0 goes below zero: this reducer has no bounds")
  func decreaseBelowZero() async {
    let store = TestStore(initialState: CounterDomain.State()) {
      CounterDomain()
    }

    await store.send(.decreaseCounter) {
      $0.counter = -1
    }
    await store.send(.decreaseCounter) {
      $0.counter = -2
    }
  }

  @Test("+ adds one from any starting point", arguments: [-5, 0, 41])
  func increaseFromAnyStart(start: Int) async {
    // The initial state is yours to choose: start the feature where the test needs it.
    let store = TestStore(initialState: CounterDomain.State(counter: start)) {
      CounterDomain()
    }

    await store.send(.increaseCounter) {
      $0.counter = start + 1
    }
  }

  @Test("an exhaustive store accepts a relative expectation (+= 1) as well as an absolute one (= 43)")
  func relativeOrAbsolute() async {
    let store = TestStore(initialState: CounterDomain.State(counter: 41)) {
      CounterDomain()
    }

    // The closure gets the state before the action: "one more than before" …
    await store.send(.increaseCounter) { $0.counter += 1 }
    // … and "43" say the same thing here.
    await store.send(.increaseCounter) { $0.counter = 43 }
  }

  @Test("the test store's state follows the steps, so a test can also read it")
  func stateAfterSteps() async {
    let store = TestStore(initialState: CounterDomain.State(counter: 10)) {
      CounterDomain()
    }

    await store.send(.increaseCounter) { $0.counter = 11 }
    await store.send(.increaseCounter) { $0.counter = 12 }

    #expect(store.state == CounterDomain.State(counter: 12))
  }
}

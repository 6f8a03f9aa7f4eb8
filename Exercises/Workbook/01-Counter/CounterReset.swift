// Exercise counter.reset · A reset button                             (chapter 1, Counter)
//
// Build: `ResettableCounter` is chapter 1's counter with a third button, `resetButtonTapped`.
//   1. Make `resetButtonTapped` set the counter back to 0, whatever it was.
//   2. Write `testResetButton`, a TestStore test of that button: start from a counter that is
//      not 0, send `.resetButtonTapped`, and say in the closure what the counter becomes.
//
// Done when: the reset brings any number back to 0, and your test passes on your counter but
// fails on broken ones. The grader runs it on a counter whose reset does nothing and on one
// whose reset only takes one away: a good test catches both.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check counter.reset` (or `swift test --filter CounterResetGrader`).
// Stuck: `swift run kit hint counter.reset`.

import Composable
import ComposableTesting

/// The marker of exercise counter.reset: flip `isStarted` to true when you start it.
public enum CounterResetExercise {
  /// Whether you started the exercise; its grader is skipped until you set this to true.
  public static var isStarted: Bool { false }
}

/// Chapter 1's counter, with a button that sets it back to 0.
public struct ResettableCounter: Reducer, Sendable {
  /// What the screen shows: the counter.
  public struct State: Equatable, Sendable {
    /// The number between the buttons.
    public var counter: Int

    /// A counter starting at `counter` (zero by default).
    public init(counter: Int = 0) {
      self.counter = counter
    }
  }

  /// The three buttons.
  public enum Action: Equatable, Sendable {
    /// The plus button: one more.
    case increaseCounter
    /// The minus button: one fewer.
    case decreaseCounter
    /// The reset button: back to 0.
    case resetButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  /// Moves the counter by one, or resets it.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increaseCounter:
      state.counter += 1
      return .none
    case .decreaseCounter:
      state.counter -= 1
      return .none
    case .resetButtonTapped:
      // TODO: set the counter back to 0.
      return .none
    }
  }
}

/// Your test of the reset button. The grader runs it with `ResettableCounter()`, where it must
/// pass, and with counters whose reset is broken, where it must fail.
@MainActor
public func testResetButton(_ counter: some ReducerOf<ResettableCounter>) async {
  // TODO: make a TestStore whose reducer is `counter` (the reducer you are given, not
  // ResettableCounter(): that is how the grader hands you broken ones), starting from a
  // counter that is not 0. Send .resetButtonTapped and set, in the closure, what the counter
  // becomes.
}

// Exercise counter.floor · No negative numbers                        (chapter 1, Counter)
//
// Build: `FlooredCounter` is chapter 1's counter, and its minus still goes below zero.
//   1. Make `decreaseCounter` at 0 leave the counter at 0. Above 0, minus still takes one away;
//      plus is unchanged.
//   2. Write `testMinusAtZero`, a TestStore test that proves it: from 0, send `.decreaseCounter`
//      with NO closure. A `send` without a closure says "the state must not change", and the
//      store fails the test if it did.
//
// Done when: minus stops at 0, and your test passes on your counter but fails on chapter 1's,
// which goes to -1 (the grader runs it on both).
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check counter.floor` (or `swift test --filter CounterFloorGrader`).
// Stuck: `swift run kit hint counter.floor`.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.floor: flip `isStarted` to true when you start it.
public enum CounterFloorExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.floor"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A counter that never goes below zero.
public struct FlooredCounter: Reducer, Sendable {
  /// What the screen shows: the counter.
  public struct State: Equatable, Sendable {
    /// The number between the buttons: 0 or more.
    public var counter: Int

    /// A counter starting at `counter` (zero by default).
    public init(counter: Int = 0) {
      self.counter = counter
    }
  }

  /// The two buttons.
  public enum Action: Equatable, Sendable {
    /// The plus button: one more.
    case increaseCounter
    /// The minus button: one fewer, but never below 0.
    case decreaseCounter
  }

  /// Creates the reducer.
  public init() {}

  /// Moves the counter by one, stopping at 0 on the way down.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increaseCounter:
      state.counter += 1
      return .none
    case .decreaseCounter:
      // TODO: at 0, leave the counter as it is.
      state.counter -= 1
      return .none
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter CounterFloorTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of FlooredCounter, where it
// must fail.
@MainActor
@Suite("counter.floor · your tests", .exercise(CounterFloorExercise.self))
struct CounterFloorTests {
  @Test("Minus at zero")
  func minusAtZero() async {
    // TODO: make a TestStore whose reducer is `counter` (the reducer you are given, not
    // FlooredCounter()), starting at 0, and send .decreaseCounter without a closure.
  }
}

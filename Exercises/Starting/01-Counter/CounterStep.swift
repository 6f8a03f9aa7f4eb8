// Exercise counter.step · A step size                                 (chapter 1, Counter)
//
// Build: `SteppedCounter` has a `step` in its state (1 by default) and an action to change it,
// `stepChanged(Int)`, but neither does anything yet.
//   1. Make `stepChanged(n)` set the step to n, and make plus and minus move the counter by
//      `step` instead of 1.
//   2. Write `testStepOfFive`, a TestStore test: change the step to 5, then press plus and
//      minus, and say after each send what the state becomes.
//
// Done when: the buttons move by the step, and your test passes on your counter but fails on
// broken ones: one that ignores `stepChanged`, one whose plus moves by 1, and one whose minus
// moves by 1. Test both ways to catch them all.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check counter.step` (or `swift test --filter CounterStepGrader`).
// Stuck: `swift run kit hint counter.step`.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.step: flip `isStarted` to true when you start it.
public enum CounterStepExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.step"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A counter whose buttons move it by a step the user chooses.
public struct SteppedCounter: Reducer, Sendable {
  /// What the screen shows: the counter and the step.
  public struct State: Equatable, Sendable {
    /// The number between the buttons.
    public var counter: Int
    /// How far one press of plus or minus moves the counter.
    public var step: Int

    /// A counter at `counter` (zero by default) moving by `step` (one by default).
    public init(counter: Int = 0, step: Int = 1) {
      self.counter = counter
      self.step = step
    }
  }

  /// The two buttons, and the step field.
  public enum Action: Equatable, Sendable {
    /// The plus button: `step` more.
    case increaseCounter
    /// The minus button: `step` fewer.
    case decreaseCounter
    /// The user typed a new step.
    case stepChanged(Int)
  }

  /// Creates the reducer.
  public init() {}

  /// Moves the counter by the step, or changes the step.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increaseCounter:
      // TODO: move by the step.
      state.counter += 1
      return .none
    case .decreaseCounter:
      // TODO: move by the step.
      state.counter -= 1
      return .none
    case .stepChanged:
      // TODO: keep the new step (bind it: `case let .stepChanged(step):`).
      return .none
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter CounterStepTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of SteppedCounter, where it
// must fail.
@MainActor
@Suite("counter.step · your tests", .exercise(CounterStepExercise.self))
struct CounterStepTests {
  @Test("Step of five")
  func stepOfFive() async {
    // TODO: make a TestStore whose reducer is `counter` (the reducer you are given, not
    // SteppedCounter()). Send .stepChanged(5), then .increaseCounter, then .decreaseCounter, each
    // with a closure that sets what changes.
  }
}

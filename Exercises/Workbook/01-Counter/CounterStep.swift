// Exercise counter.step · A step size                                 (chapter 1, Counter)
//
// Build: make `stepChanged(n)` set the step to n, and plus and minus move the counter by `step`.
// Test:  write a test of your own in `CounterStepTests` below, from nothing: a function marked
//        `@Test("…")`, named by a sentence, that changes the step to 5 and presses both buttons.
// Done:  the grader's checks pass, and your test passes on your counter but fails on broken
//        ones: a step that does not change, a plus or a minus that moves by 1, a new counter
//        whose step is not 1.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint counter.step`
// Check: `swift run kit check counter.step` (or `swift test --filter CounterStepTests`)

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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}

// Your tests of the step, a Swift Testing suite: `swift test --filter CounterStepTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("counter.step · your tests", .exercise(CounterStepExercise.self))
struct CounterStepTests {
  // TODO: write your test here: `@Test("A sentence that says what it proves")` on an `async`
  // function. In it, make a TestStore of SteppedCounter from `SteppedCounter.State()`, check
  // with `#expect` that it starts with a step of 1 (the store checks what each action changes,
  // never where it starts), then send .stepChanged(5), .increaseCounter and .decreaseCounter,
  // each with a closure that sets what that action changed.
}

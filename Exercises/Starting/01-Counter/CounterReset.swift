// Exercise counter.reset · A reset button                             (chapter 1, Counter)
//
// Build: make `resetButtonTapped` set the counter back to 0, whatever it was.
// Test:  write the body of "Reset brings the counter back to 0" in `CounterResetTests` below.
// Done:  the grader's checks pass, and your test passes on your counter but fails on the
//        grader's broken ones: a reset that does nothing, and one that only takes one away.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint counter.reset`
// Check: `swift run kit check counter.reset` (or `swift test --filter CounterResetTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.reset: flip `isStarted` to true when you start it.
public enum CounterResetExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.reset"
  /// Whether you started the exercise; its tests do not run until you set this to true.
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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}

// Your tests of the reset button, a Swift Testing suite: `swift test --filter CounterResetTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters,
// where it must fail.
@MainActor
@Suite("counter.reset · your tests", .exercise(CounterResetExercise.self))
struct CounterResetTests {
  @Test("Reset brings the counter back to 0")
  func resetButton() async {
    // TODO: make a TestStore of ResettableCounter that starts from a counter that is not 0,
    // send .resetButtonTapped, and set in the closure what the counter becomes.
  }
}

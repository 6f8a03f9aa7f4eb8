// Solution of counter.reset · A reset button                          (chapter 1, Counter)
//
// The reset is one assignment: the reducer owns the state, so "back to 0" is `state.counter = 0`
// and no effect. The test starts at 5 on purpose: from 0, a reset that does nothing would leave
// 0 too and the test could not tell; from 1, a reset that only takes one away would also reach 0.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.reset: flip `isStarted` to true when you start it.
public enum CounterResetExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.reset"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
        state.counter = 0
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
    let store = TestStore(initialState: ResettableCounter.State(counter: 5)) {
      ResettableCounter()
    }

    await store.send(.resetButtonTapped) {
      $0.counter = 0
    }
  }
}

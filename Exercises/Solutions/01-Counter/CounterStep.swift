// Solution of counter.step · A step size                              (chapter 1, Counter)
//
// The step is state like the counter, so the action that changes it is handled like any other:
// `case let .stepChanged(step)` binds the payload and stores it. The buttons read it from the
// state they are given. The test is a function of its own, marked `@Test` with a sentence. Its
// `#expect` checks the state the store starts from, which no `send` checks: a counter whose step
// started at 0 would pass every send below. Each closure then starts from the state the previous
// step left, so it sets only what that action changed.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.step: flip `isStarted` to true when you start it.
public enum CounterStepExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.step"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
        state.counter += state.step
        return .none
      case .decreaseCounter:
        state.counter -= state.step
        return .none
      case let .stepChanged(step):
        state.step = step
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
  @Test("A step of 5 moves the counter by 5, up and down")
  func stepOfFive() async {
    let store = TestStore(initialState: SteppedCounter.State()) {
      SteppedCounter()
    }
    #expect(store.state.step == 1, "A new counter moves by 1 until the step changes.")

    await store.send(.stepChanged(5)) {
      $0.step = 5
    }
    await store.send(.increaseCounter) {
      $0.counter = 5
    }
    await store.send(.decreaseCounter) {
      $0.counter = 0
    }
  }
}

// Solution of counter.floor · No negative numbers                     (chapter 1, Counter)
//
// `max(0, counter - 1)` says the rule in one expression: one fewer, but never below 0. The test
// is parameterized: Swift Testing runs it once per starting count, each case a test of its own.
// Every case walks down to 0, a closure per step, then presses minus once more with no closure:
// the store then checks that the state did not change at all, which is exactly "minus at 0 does
// nothing". (A closure that sets `counter = 0` there would fail: it changes nothing.)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise counter.floor: flip `isStarted` to true when you start it.
public enum CounterFloorExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "counter.floor"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increaseCounter:
        state.counter += 1
        return .none
      case .decreaseCounter:
        state.counter = max(0, state.counter - 1)
        return .none
      }
    }
  }
}

// Your tests of the floor, a Swift Testing suite: `swift test --filter CounterFloorTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("counter.floor · your tests", .exercise(CounterFloorExercise.self))
struct CounterFloorTests {
  @Test("Minus goes down to 0 and stays there", arguments: [0, 1, 5])
  func minusStopsAtZero(start: Int) async {
    let store = TestStore(initialState: FlooredCounter.State(counter: start)) {
      FlooredCounter()
    }

    for count in stride(from: start - 1, through: 0, by: -1) {
      await store.send(.decreaseCounter) {
        $0.counter = count
      }
    }
    await store.send(.decreaseCounter)
  }
}

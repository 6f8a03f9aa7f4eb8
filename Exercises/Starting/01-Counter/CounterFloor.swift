// Exercise counter.floor · No negative numbers                        (chapter 1, Counter)
//
// Build: make `decreaseCounter` at 0 leave the counter at 0; above 0 it still takes one away.
// Test:  make "Minus goes down to 0 and stays there" in `CounterFloorTests` below a
//        parameterized test, `@Test("…", arguments: […])`: one case per starting count.
// Done:  the grader's checks pass, and every case of your test passes on your counter but
//        fails on chapter 1's, which goes to -1.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint counter.floor`
// Check: `swift run kit check counter.floor` (or `swift test --filter CounterFloorTests`)

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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}

// Your tests of the floor, a Swift Testing suite: `swift test --filter CounterFloorTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("counter.floor · your tests", .exercise(CounterFloorExercise.self))
struct CounterFloorTests {
  @Test("Minus goes down to 0 and stays there")
  func minusStopsAtZero() async {
    // TODO: give @Test the starting counts as `arguments:` ([0, 1, 5], say) and this function a
    // parameter, `start: Int`: Swift Testing then runs the test once per count. In each case,
    // make a TestStore of FlooredCounter from `start`, send .decreaseCounter until the counter
    // is 0 (a closure per send: what the counter becomes), then once more, without a closure.
  }
}

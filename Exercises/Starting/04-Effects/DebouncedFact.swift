// Exercise effects.debounce · A fact after a pause                    (chapter 4, Effects)
//
// Build: each change of the count starts one effect, "sleep 0.5 s on the clock, then fetch a fact",
//        that the next change cancels (`.cancellable(id:cancelInFlight:)`): quick taps ask nothing.
// Test:  write the body of "Quick taps ask nothing; a pause brings one fact" below, and give it
//        a time limit, `.timeLimit(.minutes(1))`: a test of effects must not hang for ever.
// Done:  the grader's checks pass, and your test passes on your counter but fails on the grader's
//        broken ones: one that never fetches, one that fetches after every change, one at once.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.debounce`
// Check: `swift run kit check effects.debounce` (or `swift test --filter DebouncedFactTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.debounce: flip `isStarted` to true when you start it.
public enum DebouncedFactExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.debounce"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A counter that fetches a fact by itself once the count has rested for half a second.
public struct DebouncedFactCounter: Reducer, Sendable {
  /// The count and the fact about it.
  public struct State: Equatable, Sendable {
    /// The number shown.
    public var count: Int
    /// The fact about the count, once it arrived.
    public var fact: String?

    /// A counter at `count`: by default 0, with no fact.
    public init(count: Int = 0, fact: String? = nil) {
      self.count = count
      self.fact = fact
    }
  }

  /// What the user did, and what the fact request sent back.
  public enum Action: Equatable, Sendable {
    /// The minus button.
    case decrementButtonTapped
    /// The plus button.
    case incrementButtonTapped
    /// The fact about the count, fetched after it rested.
    case factResponse(String)
  }

  // TODO: the ids of the effects this feature cancels: one, for the pause and the request.

  @Dependency(\.continuousClock) var clock
  @Dependency(\.counterFact) var counterFact

  /// Creates the reducer.
  public init() {}

  /// The counter's logic; each change starts the wait for a pause, then the fact request.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        // TODO: start the wait for a pause, then the fact request.
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        // TODO: start the wait for a pause, then the fact request.
        return .none

      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

// Your tests of the debounce, a Swift Testing suite: `swift test --filter DebouncedFactTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where
// it must fail.
@MainActor
@Suite("effects.debounce · your tests", .exercise(DebouncedFactExercise.self))
struct DebouncedFactTests {
  // TODO: give the test a time limit: `@Test("…", .timeLimit(.minutes(1)))`.
  @Test("Quick taps ask nothing; a pause brings one fact")
  func debounce() async {
    // TODO: prove that quick taps of + (less than 0.5 s apart on a TestClock) ask for nothing,
    // and that a pause of 0.5 s after the last brings one fact, about 3. It must fail on a
    // counter that never fetches, one that fetches after every change, and one that fetches at once.
  }
}

// Exercise effects.debounce · A fact after a pause
//
// No Fact button this time: `DebouncedFactCounter` should fetch a fact by itself once the count
// has stopped changing for half a second, so quick taps on + ask nothing, and a pause asks once.
//   • every change of the count (+ or -) clears the fact and starts an effect that sleeps 0.5 s
//     on `@Dependency(\.continuousClock)`, then fetches a fact about the count and sends
//     `factResponse`;
//   • each change cancels the previous effect, whether it is still sleeping or already fetching,
//     so only the count that rested 0.5 s is asked about, and a stale fact never arrives
//     (`.cancellable(id:cancelInFlight:)` does both);
//   • sleep on the clock dependency, never `Task.sleep`: the grader's `TestClock` decides when
//     0.5 s have passed.
// Keep the names, the state and the actions as they are: `factResponse` is the only action an
// effect sends back, and the grader expects no other.
// Then write `testDebounce` (at the bottom), a TestStore test on a `TestClock`: quick taps (no
// request), then a pause (one fact, about the last count).
//
// Done: the grader's tests pass. They tap quickly (no request), pause (one fact), and change the
// count while a fact is on its way (no stale fact). And they run your test on your counter (it
// must pass) and on counters broken on purpose (it must fail): one that never fetches, one that
// fetches after every change without cancelling, and one that fetches at once.
//
// Check it: `swift run kit check effects.debounce`
//       or: `swift test --filter DebouncedFactGrader`
// Stuck? `swift run kit hint effects.debounce` gives one hint at a time.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
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
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

// Your tests, a Swift Testing suite: `swift test --filter DebouncedFactTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of DebouncedFactCounter, where it
// must fail.
@MainActor
@Suite("effects.debounce · your tests", .exercise(DebouncedFactExercise.self))
struct DebouncedFactTests {
  @Test("Debounce")
  func debounce() async {
    // TODO: make a TestStore whose reducer is `counter` (the reducer you are given, not
    // DebouncedFactCounter(): that is how the grader hands you broken ones), with
    // $0.continuousClock = clock (a TestClock) and a fact client that answers at once. Tap + three
    // times, advancing the clock by less than 0.5 s between taps, then advance by 0.5 s and
    // receive the one fact, about 3.
  }
}

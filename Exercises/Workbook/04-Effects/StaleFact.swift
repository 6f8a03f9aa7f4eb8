// Exercise effects.fact-cancel · A stale fact
//
// Ask for a fact about 3, press + while it loads, and the counter shows 4 with a fact about 3.
// The request outlived the count it was about. Make `FreshFactCounter` cancel it:
//   • the fact request is cancellable with `CancelID.fact`;
//   • changing the count (+ or -) while a fact loads cancels that request and stops the spinner
//     (`isLoading = false`): the stale answer never arrives;
//   • pressing Fact again while one loads starts a new request and cancels the old one
//     (`cancelInFlight: true`): only the latest answer arrives.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testStaleFact` (at the bottom), a TestStore test with a fact client that waits on a
// `TestClock` before it answers: ask for a fact, press + while it loads, advance the clock, and
// show that no fact arrives.
//
// Done: the grader's tests pass. Their fact client answers after 1 second on a `TestClock`, so
// they can press + while it loads, advance the clock, and check what arrived. And they run your
// test on your counter (it must pass) and on counters broken on purpose (it must fail): one that
// cancels nothing, and one that stops the spinner but lets the stale fact arrive.
//
// Check it: `swift run kit check effects.fact-cancel`
//       or: `swift test --filter StaleFactGrader`
// Stuck? `swift run kit hint effects.fact-cancel` gives one hint at a time.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum StaleFactExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.fact-cancel"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A counter whose fact is always about the count shown: a change cancels the request in flight.
public struct FreshFactCounter: Reducer, Sendable {
  /// The count, the fact about it, and whether a fact is loading.
  public struct State: Equatable, Sendable {
    /// The number shown.
    public var count: Int
    /// The fact about the count, once it arrived.
    public var fact: String?
    /// Whether a fact is being fetched (the spinner is shown).
    public var isLoading: Bool

    /// A counter at `count`: by default 0, no fact, nothing loading.
    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
    }
  }

  /// What the user did, and what the fact request sent back.
  public enum Action: Equatable, Sendable {
    /// The minus button.
    case decrementButtonTapped
    /// The plus button.
    case incrementButtonTapped
    /// The "Fact" button: fetch a fact about the count.
    case factButtonTapped
    /// The fact, sent back by the request.
    case factResponse(String)
  }

  // TODO: the ids of the effects this feature cancels: one, for the fact request.

  @Dependency(\.counterFact) var counterFact

  /// Creates the reducer.
  public init() {}

  /// The counter's logic; the fact is an effect that a change of the count cancels.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      state.fact = nil
      // TODO: a fact still loading is about the old count: stop it.
      return .none

    case .incrementButtonTapped:
      state.count += 1
      state.fact = nil
      // TODO: a fact still loading is about the old count: stop it.
      return .none

    case .factButtonTapped:
      state.fact = nil
      state.isLoading = true
      // TODO: make the request cancellable, and let a new request cancel the one in flight.
      return .run { [count = state.count] send in
        try await send(.factResponse(counterFact.fetch(count)))
      }

    case .factResponse(let fact):
      state.fact = fact
      state.isLoading = false
      return .none
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter StaleFactTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of FreshFactCounter, where it
// must fail.
@MainActor
@Suite("effects.fact-cancel · your tests", .exercise(StaleFactExercise.self))
struct StaleFactTests {
  @Test("Stale fact")
  func staleFact() async {
    // TODO: make a TestClock, and a TestStore whose reducer is `counter` (the reducer you are
    // given, not FreshFactCounter(): that is how the grader hands you broken ones), with
    // $0.counterFact.fetch = { number in try await clock.sleep(for: .seconds(1)); return … }.
    // Send .factButtonTapped, then .incrementButtonTapped, then advance the clock by a second: the
    // store fails on a fact that still arrives.
  }
}

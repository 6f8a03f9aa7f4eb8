// Exercise effects.fact-cancel · A stale fact                         (chapter 4, Effects)
//
// Build: give the fact request the id `CancelID.fact`; + and - cancel it and stop the spinner, and
//        a second tap on Fact cancels the request in flight (`cancelInFlight: true`).
// Test:  write the body of "Pressing + while a fact loads: the stale fact never arrives" below.
// Done:  the grader's checks pass, and your test passes on your counter but fails on the
//        grader's broken ones: one that cancels nothing, and one that lets the stale fact arrive.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.fact-cancel`
// Check: `swift run kit check effects.fact-cancel` (or `swift test --filter StaleFactTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.fact-cancel: flip `isStarted` to true when you start it.
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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}

// Your tests of the cancellation, a Swift Testing suite: `swift test --filter StaleFactTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("effects.fact-cancel · your tests", .exercise(StaleFactExercise.self))
struct StaleFactTests {
  @Test("Pressing + while a fact loads: the stale fact never arrives")
  func staleFact() async {
    // TODO: prove that pressing + while a fact is on its way (a client that waits a second on a
    // TestClock) stops the spinner, and that the stale fact never arrives. It must fail on a
    // counter that cancels nothing, and on one that stops the spinner but lets the stale fact in.
  }
}

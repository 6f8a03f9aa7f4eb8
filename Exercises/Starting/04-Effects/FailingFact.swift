// Exercise effects.fact-error · A fact that can fail                  (chapter 4, Effects)
//
// Build: give the fact's `.run` a `catch: { error, send in … }` handler that sends
//        `.factFailed("\(error)")`; `.factFailed` shows the message in `factError` and stops the
//        spinner. Without it, a client that throws leaves the spinner turning for ever.
// Test:  write the body of "A client that throws: the error is shown, the spinner stops" below.
// Done:  the grader's checks pass, and your test passes on your counter but fails on the grader's
//        broken ones: one without the `catch:` handler, one whose failure leaves the spinner on.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.fact-error`
// Check: `swift run kit check effects.fact-error` (or `swift test --filter FailingFactTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.fact-error: flip `isStarted` to true when you start it.
public enum FailingFactExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.fact-error"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// Why a fact could not be fetched, as a failing fact client throws it.
public enum FactServerError: Error, Equatable, Sendable {
  /// The fact server cannot be reached.
  case offline
}

/// A counter whose fact may fail: the error is shown, and the spinner stops.
public struct FallibleFactCounter: Reducer, Sendable {
  /// The count, its fact or why there is none, and whether a fact is loading.
  public struct State: Equatable, Sendable {
    /// The number shown.
    public var count: Int
    /// The fact about the count, once it arrived.
    public var fact: String?
    /// Why the last fact could not be fetched, if it could not.
    public var factError: String?
    /// Whether a fact is being fetched (the spinner is shown).
    public var isLoading: Bool

    /// A counter at `count`: by default 0, no fact, no error, nothing loading.
    public init(count: Int = 0, fact: String? = nil, factError: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.fact = fact
      self.factError = factError
      self.isLoading = isLoading
    }
  }

  /// What the user did, and what the fact request sent back.
  public enum Action: Equatable, Sendable {
    /// The "Fact" button: fetch a fact about the count.
    case factButtonTapped
    /// The fact, sent back by the request.
    case factResponse(String)
    /// Why the request failed, sent back by its `catch:` handler.
    case factFailed(String)
  }

  @Dependency(\.counterFact) var counterFact

  /// Creates the reducer.
  public init() {}

  /// Fetches a fact; a failure comes back as `factFailed`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        state.fact = nil
        state.factError = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(counterFact.fetch(count)))
        }
        // TODO: a catch: handler after the closing brace above, which sends
        // .factFailed("\(error)") when fetch throws.

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .factFailed:
        // TODO: show the message (factError) and stop the spinner.
        return .none
      }
    }
  }
}

// Your tests of the failure, a Swift Testing suite: `swift test --filter FailingFactTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("effects.fact-error · your tests", .exercise(FailingFactExercise.self))
struct FailingFactTests {
  @Test("A client that throws: the error is shown, the spinner stops")
  func failingFact() async {
    // TODO: prove that when the fact client throws (`FactServerError.offline`), the error is
    // shown and the spinner stops. It must fail on a counter without the `catch:` handler, and on
    // one whose failure leaves the spinner on.
  }
}

// Solution of effects.fact-cancel · A stale fact                      (chapter 4, Effects)
//
// The request carries an id, `CancelID.fact`. A change of the count clears the fact, stops the
// spinner and returns `.cancel(id: CancelID.fact)`: a cancelled effect sends nothing, so the stale
// answer never reaches the reducer. `cancelInFlight: true` does the same for a second tap on Fact:
// starting the new request cancels the running one with the same id first.
//
// The test's fact client sleeps on a `TestClock`, so the request is surely still on its way when
// + is pressed; advancing the clock afterwards is when a stale fact would arrive, and the
// exhaustive store would fail on it.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.fact-cancel: flip `isStarted` to true when you start it.
public enum StaleFactExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.fact-cancel"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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

  /// The ids of the effects this feature cancels.
  enum CancelID: Hashable, Sendable {
    /// The fact request's effect.
    case fact
  }

  @Dependency(\.counterFact) var counterFact

  /// Creates the reducer.
  public init() {}

  /// The counter's logic; the fact is an effect that a change of the count cancels.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return countChanged(&state)

      case .incrementButtonTapped:
        state.count += 1
        return countChanged(&state)

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(counterFact.fetch(count)))
        }
        // A second tap while loading cancels the first request: one request, one answer.
        .cancellable(id: CancelID.fact, cancelInFlight: true)

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        return .none
      }
    }
  }

  /// After + or -: the old fact and any request about the old count are gone.
  private func countChanged(_ state: inout State) -> Effect<Action> {
    state.fact = nil
    state.isLoading = false
    return .cancel(id: CancelID.fact)
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
    let clock = TestClock()
    let store = TestStore(initialState: FreshFactCounter.State(count: 3)) {
      FreshFactCounter()
    } withDependencies: {
      $0.counterFact.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number) is a fine number."
      }
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 4
      $0.isLoading = false
    }
    // The fact about 3 would arrive now: the store fails on any action it did not expect.
    await clock.advance(by: .seconds(1))
  }
}

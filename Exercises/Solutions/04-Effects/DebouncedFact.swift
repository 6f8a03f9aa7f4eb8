// Solution of effects.debounce · A fact after a pause                 (chapter 4, Effects)
//
// A debounce is a cancellable effect that starts by sleeping. Each change returns one effect, "wait
// 0.5 s on the clock, then fetch", with `cancelInFlight: true`: starting it cancels the previous
// one, so a quick tap cuts the previous wait short (no request), and a change after the wait cuts
// the request short (no stale fact). Only a count that rests for 0.5 s gets its fact. A cancelled
// sleep throws `CancellationError`, which ends the effect quietly.
//
// The test taps 0.3 s apart: a counter that fetched after every change would send a fact about
// 1 at 0.5 s, before the third tap, and the exhaustive store would fail that `send`; a counter
// that never waited would send one at once. Only after a full 0.5 s of rest does a fact arrive.
// The time limit is a guard, not a speed check: an effect awaited for ever would otherwise hang
// the whole run instead of failing this one test.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.debounce: flip `isStarted` to true when you start it.
public enum DebouncedFactExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.debounce"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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

  /// The ids of the effects this feature cancels.
  enum CancelID: Hashable, Sendable {
    /// The wait for a pause and the fact request after it: one effect.
    case fact
  }

  /// How long the count must rest before a fact is fetched.
  static let pause = Duration.milliseconds(500)

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
        return countChanged(&state)

      case .incrementButtonTapped:
        state.count += 1
        return countChanged(&state)

      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }

  /// After + or -: the old fact is gone, and a fact about the new count follows a pause. The next
  /// change cancels this effect, sleeping or fetching, and starts its own.
  private func countChanged(_ state: inout State) -> Effect<Action> {
    state.fact = nil
    return .run { [count = state.count] send in
      try await clock.sleep(for: Self.pause)
      try await send(.factResponse(counterFact.fetch(count)))
    }
    .cancellable(id: CancelID.fact, cancelInFlight: true)
  }
}

// Your tests of the debounce, a Swift Testing suite: `swift test --filter DebouncedFactTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where
// it must fail.
@MainActor
@Suite("effects.debounce · your tests", .exercise(DebouncedFactExercise.self))
struct DebouncedFactTests {
  @Test("Quick taps ask nothing; a pause brings one fact", .timeLimit(.minutes(1)))
  func debounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedFactCounter.State()) {
      DebouncedFactCounter()
    } withDependencies: {
      $0.continuousClock = clock
      $0.counterFact.fetch = { "\($0) is a fine number." }
    }

    // Quick taps: each change restarts the wait, so nothing is fetched in between.
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped) {
      $0.count = 3
    }
    // A pause: 0.5 s after the last change, one fact, about 3.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.factResponse("3 is a fine number.")) {
      $0.fact = "3 is a fine number."
    }
  }
}

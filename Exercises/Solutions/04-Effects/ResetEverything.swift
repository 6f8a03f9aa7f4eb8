// Solution of effects.reset · Reset stops everything                  (chapter 4, Effects)
//
// The state goes back to `State()` in one line, so a field added later is reset too. The effects
// are the part a reset can forget: a timer effect does not look at `isTimerRunning`, it ticks until
// it is cancelled. So both long-lived effects carry an id (`.cancellable(id:)`), and Reset returns
// the cancellation of both, merged into one effect.
//
// The test needs no assertion of its own that nothing ticks: the store is exhaustive, so a tick
// after the reset would be an action the test never received, and a timer still running at the
// end would be an effect that outlived the test. Either fails it.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.reset: flip `isStarted` to true when you start it.
public enum ResetEverythingExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.reset"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// Chapter 4's counter with a Reset button that puts the state back and stops every effect.
public struct ResettableTimerCounter: Reducer, Sendable {
  /// The count, the fact about it, and what is in flight.
  public struct State: Equatable, Sendable {
    /// The number shown.
    public var count: Int
    /// The fact about the count, once it arrived.
    public var fact: String?
    /// Whether a fact is being fetched (the spinner is shown).
    public var isLoading: Bool
    /// Whether the timer is ticking.
    public var isTimerRunning: Bool

    /// A counter at `count`: by default 0, no fact, nothing loading, the timer off.
    public init(
      count: Int = 0, fact: String? = nil, isLoading: Bool = false, isTimerRunning: Bool = false
    ) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
      self.isTimerRunning = isTimerRunning
    }
  }

  /// What the user did, and what the effects sent back.
  public enum Action: Equatable, Sendable {
    /// The minus button.
    case decrementButtonTapped
    /// The plus button.
    case incrementButtonTapped
    /// The "Fact" button: fetch a fact about the count.
    case factButtonTapped
    /// The fact, sent back by the fetch effect.
    case factResponse(String)
    /// The timer button: start the timer, or stop it.
    case toggleTimerButtonTapped
    /// One second passed on the timer.
    case timerTick
    /// The Reset button: back to a fresh counter, with nothing running.
    case resetButtonTapped
  }

  /// The ids of the effects this feature cancels.
  enum CancelID: Hashable, Sendable {
    /// The timer's effect.
    case timer
    /// The fact request's effect.
    case fact
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.counterFact) var counterFact

  /// Creates the reducer.
  public init() {}

  /// The counter's logic; the fact and the timer are effects.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(counterFact.fetch(count)))
        }
        .cancellable(id: CancelID.fact)

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else {
          return .cancel(id: CancelID.timer)
        }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none

      case .resetButtonTapped:
        // A fresh counter, and nothing left running that could change it afterwards.
        state = State()
        return .merge(.cancel(id: CancelID.timer), .cancel(id: CancelID.fact))
      }
    }
  }
}

// Your tests of the reset, a Swift Testing suite: `swift test --filter ResetEverythingTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken counters, where it
// must fail.
@MainActor
@Suite("effects.reset · your tests", .exercise(ResetEverythingExercise.self))
struct ResetEverythingTests {
  @Test("Reset stops the timer: no tick arrives afterwards")
  func resetStopsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: ResettableTimerCounter.State(count: 5)) {
      ResettableTimerCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.count = 6
    }
    await store.send(.resetButtonTapped) {
      $0.count = 0
      $0.isTimerRunning = false
    }
    // A minute later: a tick now would be an action this test never received, and fail it.
    await clock.advance(by: .seconds(60))
  }
}

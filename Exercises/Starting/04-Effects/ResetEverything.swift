// Exercise effects.reset · Reset stops everything                     (chapter 4, Effects)
//
// Build: make `resetButtonTapped` give back a fresh `State()` and cancel both effects, the timer
//        and the fact request (`isTimerRunning = false` alone leaves the timer ticking).
// Test:  write the body of "Reset stops the timer: no tick arrives afterwards" below.
// Done:  the grader's checks pass, and your test passes on your counter but fails on the
//        grader's broken ones: a reset that does nothing, and one that leaves the timer ticking.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.reset`
// Check: `swift run kit check effects.reset` (or `swift test --filter ResetEverythingTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise effects.reset: flip `isStarted` to true when you start it.
public enum ResetEverythingExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.reset"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
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
    // TODO: an id for the fact request too.
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
        // TODO: make this request cancellable, so Reset can stop it.
        return .run { [count = state.count] send in
          try await send(.factResponse(counterFact.fetch(count)))
        }

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
        // TODO: put the state back to a fresh counter, and cancel the timer and the fact request.
        return .none
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
    // TODO: prove that Reset, from a count that is not 0 with the timer ticking on a TestClock,
    // resets the count and stops the timer: no tick arrives however far the clock runs on. It
    // must fail on a reset that does nothing, and on one that leaves the timer ticking.
  }
}

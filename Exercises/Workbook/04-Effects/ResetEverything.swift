// Exercise effects.reset · Reset stops everything
//
// `ResettableTimerCounter` is chapter 4's counter: a count, a fact fetched by an effect, a timer
// that ticks every second. Its Reset button does nothing yet. Make it put everything back:
//   • `resetButtonTapped` sets the count to 0, clears the fact, stops the spinner and turns the
//     timer off: the state is exactly a fresh `State()`;
//   • it also stops the effects: the timer's effect is cancelled, so no tick ever arrives after a
//     reset, and a fact still on its way is cancelled too, so it never lands on the fresh counter.
// Setting `isTimerRunning = false` is not enough: the effect keeps running until it is cancelled.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testReset` (at the bottom), a TestStore test on a `TestClock`: start the timer, let
// it tick, reset, and show that the clock delivers no tick afterwards.
//
// Done: the grader's tests pass. They reset a counter mid-way, with the timer running and with a
// fact loading, then advance a `TestClock` by a minute: nothing may arrive. And they run your
// test on your counter (it must pass) and on counters broken on purpose (it must fail): one whose
// reset does nothing, and one whose reset leaves the timer ticking.
//
// Check it: `swift run kit check effects.reset`
//       or: `swift test --filter ResetEverythingGrader`
// Stuck? `swift run kit hint effects.reset` gives one hint at a time.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
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
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

// Your tests, a Swift Testing suite: `swift test --filter ResetEverythingTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ResettableTimerCounter, where it
// must fail.
@MainActor
@Suite("effects.reset · your tests", .exercise(ResetEverythingExercise.self))
struct ResetEverythingTests {
  @Test("Reset")
  func reset() async {
    // TODO: make a TestStore whose reducer is `counter` (the reducer you are given, not
    // ResettableTimerCounter(): that is how the grader hands you broken ones), with
    // $0.continuousClock = clock (a TestClock). Start the timer, advance the clock, receive the
    // tick, send .resetButtonTapped, then advance the clock again: the store fails on any tick
    // that still arrives, and on an effect still running when the test ends.
  }
}

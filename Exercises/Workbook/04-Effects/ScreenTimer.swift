// Exercise effects.screen-timer · Seconds on screen                   (chapter 4, Effects)
//
// Build: make `.task` return an effect that sends `.tick` each second on the clock dependency,
//        `for await _ in clock.timer(interval: .seconds(1)) { … }` (no cancel id: the view's task
//        ends it), and give the view's text `.task { await store.send(.task).finish() }`.
// Test:  nothing to write: the grader draws your view with `ViewHost`, on a TestClock.
// Done:  the reducer ticks once a second; the view sends `.task` when it appears and shows the
//        seconds; once the view is gone, the clock runs on and no tick arrives.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.screen-timer`
// Check: `swift run kit check effects.screen-timer` (or `swift test --filter ScreenTimerGrader`)

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise effects.screen-timer: flip `isStarted` to true when you start it.
public enum ScreenTimerExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.screen-timer"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// How long a screen has been on show: a second more each second, while it is shown.
public struct ScreenTimerDomain: Reducer, Sendable {
  /// The seconds counted so far.
  public struct State: Equatable, Sendable {
    /// Whole seconds the screen has been shown.
    public var seconds: Int

    /// A timer at `seconds` (0 by default).
    public init(seconds: Int = 0) {
      self.seconds = seconds
    }
  }

  /// The view's task, and the timer's ticks.
  public enum Action: Equatable, Sendable {
    /// The view appeared: its `.task` sends this, and awaits the effect it starts.
    case task
    /// A second passed.
    case tick
  }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  /// Counts the seconds, for as long as the task's effect runs.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        // TODO: return a .run whose `for await _ in clock.timer(interval: .seconds(1))` loop
        // sends .tick each second.
        return .none

      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

/// The screen: its seconds on show, counted while it is there.
public struct ScreenTimerView: View {
  /// The screen's store.
  public let store: StoreOf<ScreenTimerDomain>

  /// A screen drawn from `store`.
  public init(store: StoreOf<ScreenTimerDomain>) {
    self.store = store
  }

  public var body: some View {
    Text("On screen for \(store.seconds) s")
    // TODO: .task { … } on the Text: send .task, and await the effect with .finish().
  }
}

// Solution of effects.screen-timer · Seconds on screen                (chapter 4, Effects)
//
// The reducer's `.task` returns a long-living effect: a `for await` over
// `clock.timer(interval: .seconds(1))` that sends `.tick` each second. It has no cancel id and
// no "stop" action: it lives exactly as long as the view's `.task`. The view's
// `.task { await store.send(.task).finish() }` starts when the view appears; `finish()` awaits
// the effect the action started, so when the view goes and SwiftUI (here the terminal runtime)
// cancels its task, the cancellation reaches the effect and the timer stops. Without
// `.finish()` the `.task` would end at once, and nothing would ever stop the timer.

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise effects.screen-timer: flip `isStarted` to true when you start it.
public enum ScreenTimerExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.screen-timer"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }

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
      .task { await store.send(.task).finish() }
  }
}

import Composable

/// A drill-down screen pushed on the stack: it counts saves, runs a one-second timer, and can
/// close itself with `@Dependency(\.dismiss)`.
struct Detail: Reducer {
  struct State: Equatable {
    var title = ""
    var saveCount = 0
    var ticks = 0
  }

  enum Action: Equatable {
    /// Adds one to `saveCount`.
    case saveTapped
    /// Starts an effect that waits one second on the clock, then sends `timerTicked`.
    case startTimerTapped
    /// Adds one to `ticks`.
    case timerTicked
    /// Starts an effect that dismisses the screen.
    case closeTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saveTapped:
      state.saveCount += 1
      return .none
    case .startTimerTapped:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.timerTicked)
      }
    case .timerTicked:
      state.ticks += 1
      return .none
    case .closeTapped:
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

/// A form that edits a title, shown both on the stack and as a destination.
struct EditForm: Reducer {
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    /// Sets the title.
    case titleChanged(String)
    /// Starts an effect that dismisses the form.
    case doneTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .titleChanged(title):
      state.title = title
      return .none
    case .doneTapped:
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

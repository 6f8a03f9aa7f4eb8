import Composable

/// A child feature for the composition tests: it counts, and it starts effects that wait on the
/// clock dependency and then send `.tick`, so a test can tell whether an effect outlived its
/// feature.
struct TickerFeature: Reducer {
  /// The child's state; identifiable so it can be an element of a list.
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var ticks = 0
  }

  /// What the child can do.
  enum Action: Equatable {
    /// Adds one to `count`.
    case increment
    /// Starts an effect that sleeps one second on the clock, then sends `.tick`.
    case startSleeping
    /// Like `startSleeping`, cancellable with the id `"timer"`, cancelling one in flight.
    case startTimer
    /// Cancels the effect with the id `"timer"`.
    case stopTimer
    /// Adds one to `ticks`.
    case tick
    /// Starts an effect that asks to be dismissed.
    case dismissTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startSleeping:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
      .cancellable(id: "timer", cancelInFlight: true)
    case .stopTimer:
      return .cancel(id: "timer")
    case .tick:
      state.ticks += 1
      return .none
    case .dismissTapped:
      return .run { [dismiss] _ in await dismiss() }
    }
  }
}

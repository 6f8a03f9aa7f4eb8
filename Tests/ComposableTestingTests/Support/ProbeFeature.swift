import Composable

/// A feature built to exercise the test store: each action does one thing the store must notice.
struct ProbeFeature: Reducer {
  struct State: Equatable {
    var note = ""
    var values: [Int] = []
    var isWaiting = false
  }

  enum Action: Equatable {
    /// Changes nothing and starts nothing.
    case doNothing
    /// Sets the note.
    case noteChanged(String)
    /// Starts an effect that sends back `valueReceived(1)` then `valueReceived(2)`.
    case sendTwoValuesButtonTapped
    /// Appends the value.
    case valueReceived(Int)
    /// Starts an effect that waits one second on the clock, then sends back `waitEnded`.
    case waitButtonTapped
    /// The wait is over.
    case waitEnded
    /// Cancels the wait.
    case cancelWaitButtonTapped
    /// Starts an effect that fetches a value from the `fetchValue` dependency.
    case fetchButtonTapped
  }

  enum CancelID { case wait }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.fetchValue) var fetchValue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doNothing:
        return .none

      case let .noteChanged(note):
        state.note = note
        return .none

      case .sendTwoValuesButtonTapped:
        return .run { send in
          await send(.valueReceived(1))
          await send(.valueReceived(2))
        }

      case let .valueReceived(value):
        state.values.append(value)
        return .none

      case .waitButtonTapped:
        state.isWaiting = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.waitEnded)
        }
        .cancellable(id: CancelID.wait)

      case .waitEnded, .cancelWaitButtonTapped:
        state.isWaiting = false
        return .cancel(id: CancelID.wait)

      case .fetchButtonTapped:
        return .run { send in
          await send(.valueReceived(try await fetchValue()))
        }
      }
    }
  }
}

/// A value fetched asynchronously, standing in for an API endpoint.
private enum FetchValueKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Int = { 42 }
  static let testValue: @Sendable () async throws -> Int = unimplemented("fetchValue")
}

extension DependencyValues {
  /// The endpoint `ProbeFeature` fetches a value from.
  var fetchValue: @Sendable () async throws -> Int {
    get { self[FetchValueKey.self] }
    set { self[FetchValueKey.self] = newValue }
  }
}

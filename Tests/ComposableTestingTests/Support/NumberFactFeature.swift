import Composable
import TestFeatures

/// The seed's number fact with the failure handled: the response is a `TaskResult`, and an error
/// becomes a message instead of a spinner that never stops.
struct NumberFactFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var errorMessage: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case factButtonTapped
    case factResponse(TaskResult<String>)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        state.fact = nil
        state.errorMessage = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse(TaskResult { try await numberFact.fetch(count) }))
        }

      case let .factResponse(.success(fact)):
        state.fact = fact
        state.isLoading = false
        return .none

      case let .factResponse(.failure(error)):
        state.errorMessage = "No fact today: \(error)"
        state.isLoading = false
        return .none
      }
    }
  }
}

/// The error a failing number fact client throws.
struct NumberFactUnavailable: Error, Equatable {}

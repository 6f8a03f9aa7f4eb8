import Testing

@testable import Composable

/// A sign-up form that validates its email whenever the email changes.
private struct SignUp: Reducer {
  struct State: Equatable {
    var email = ""
    var name = ""
    var isEmailValid = false
    var changes: [String] = []
  }
  enum Action: Equatable {
    case emailChanged(String)
    case nameChanged(String)
    case validated
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
      case let .nameChanged(name):
        state.name = name
      case .validated:
        state.changes.append("validated")
      }
      return .none
    }
    .onChange(of: \.email) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue) → \(newValue), state has \(state.email)")
        state.isEmailValid = newValue.contains("@")
        return .send(.validated)
      }
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func runsAfterTheBaseWithTheOldAndNewValues() {
    let store = Store(initialState: SignUp.State(email: "a")) { SignUp() }
    store.send(.emailChanged("a@b"))
    #expect(store.changes == ["a → a@b, state has a@b", "validated"])
    #expect(store.isEmailValid)
  }

  @Test func doesNotRunWhenTheValueStaysTheSame() {
    let store = Store(initialState: SignUp.State(email: "a")) { SignUp() }
    store.send(.emailChanged("a"))
    store.send(.nameChanged("Ada"))
    #expect(store.changes.isEmpty)
  }
}

import TestTags
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

/// A draft that is not `Equatable`: `onChange` compares it with `removeDuplicates`, here by its
/// title only.
private struct Draft {
  var title: String
  var keystrokes: Int
}

/// An editor that counts title changes of its draft, ignoring keystrokes that leave the title.
private struct Editor: Reducer {
  struct State {
    var draft = Draft(title: "", keystrokes: 0)
    var titleChanges: [String] = []
  }
  enum Action {
    case typed(title: String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .typed(title):
        state.draft.title = title
        state.draft.keystrokes += 1
      }
      return .none
    }
    .onChange(of: \.draft, removeDuplicates: { $0.title == $1.title }) { oldValue, newValue in
      Reduce { state, _ in
        state.titleChanges.append("\(oldValue.title) → \(newValue.title)")
        return .none
      }
    }
  }
}

@MainActor
@Suite(.tags(.core, .actions)) struct OnChangeTests {
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

  @Test func aValueThatIsNotEquatableIsComparedWithRemoveDuplicates() {
    let store = Store(initialState: Editor.State()) { Editor() }
    store.send(.typed(title: "a"))
    store.send(.typed(title: "a"))
    store.send(.typed(title: "ab"))
    #expect(store.titleChanges == [" → a", "a → ab"])
    #expect(store.draft.keystrokes == 3)
  }
}

import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// `BindableAction` and `BindingReducer`: one `binding` case for every field, applied by the
/// `BindingReducer`, which goes first in the body so the logic after it sees the edited state.
@MainActor
@Suite("Bindable actions and BindingReducer", .tags(.actions), .timeLimit(.minutes(1)))
struct BindingReducerTests {
  /// A sign-up form that greets the name as it is typed: its logic reads the bound field.
  struct Greeting: Reducer {
    struct State: Equatable {
      var name = ""
      var greeting = ""
    }

    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
    }

    /// Whether the `BindingReducer` runs before the logic (right) or after it (wrong).
    let bindingsFirst: Bool

    var body: some ReducerOf<Self> {
      if bindingsFirst {
        BindingReducer()
      }
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.greeting = "Hello, \(state.name)!"
          return .none
        case .binding:
          return .none
        }
      }
      if !bindingsFirst {
        BindingReducer()
      }
    }
  }

  @Test("BindingReducer first: the logic sees the name as typed")
  func bindingsFirst() async {
    let store = TestStore(initialState: Greeting.State()) { Greeting(bindingsFirst: true) }

    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.greeting = "Hello, Ada!"
    }
  }

  @Test("BindingReducer last: the logic runs on the old name, one keystroke behind")
  func bindingsLast() async {
    let store = TestStore(initialState: Greeting.State()) { Greeting(bindingsFirst: false) }

    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.greeting = "Hello, !"
    }
  }

  /// The same form with no `BindingReducer` at all.
  struct ForgetfulGreeting: Reducer {
    typealias State = Greeting.State
    typealias Action = Greeting.Action

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Test("no BindingReducer: the binding is reported, and the field stays as it was")
  func noBindingReducer() async {
    let store = TestStore(initialState: Greeting.State()) { ForgetfulGreeting() }

    await withKnownIssue {
      await store.send(.binding(.set(\.name, "Ada")))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.contains("A binding action was not handled")
        && message.contains("Add \"BindingReducer()\" to the body")
    }
    #expect(store.state.name == "")
  }

  @Test("the profile form: one binding case sets any field, the focus included")
  func oneCaseForEveryField() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "johnd", email: "john@gmail.com")
    ) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.username, "jd"))) { $0.username = "jd" }
    await store.send(.binding(.set(\.email, "jd@example.com"))) { $0.email = "jd@example.com" }
    await store.send(.binding(.set(\.focus, .email))) { $0.focus = .email }
  }
}

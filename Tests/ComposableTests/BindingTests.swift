import TestTags
import Testing

@testable import Composable

/// A form with two bound fields; its logic logs what it sees after each binding.
private struct ProfileForm: Reducer {
  struct State: Equatable {
    var name = ""
    var isSubscribed = false
    var log: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case save
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.log.append("name is now \(state.name)")
      case .binding:
        state.log.append("another field changed")
      case .save:
        state.log.append("saved")
      }
      return .none
    }
  }
}

/// The same form without a `BindingReducer`.
private struct ForgetfulForm: Reducer {
  typealias State = ProfileForm.State
  typealias Action = ProfileForm.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A parent holding the form, for binding actions sent through a scope.
private struct Settings: Reducer {
  struct State: Equatable {
    var form = ProfileForm.State()
  }
  enum Action: Equatable {
    case form(ProfileForm.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.form, action: Action.form) { ForgetfulForm() }
  }
}

@MainActor
@Suite(.tags(.core, .actions), .timeLimit(.minutes(1))) struct BindingTests {
  @Test func bindingReducerSetsTheFieldBeforeTheFeaturesLogic() async {
    let issues = await collectIssues {
      let store = Store(initialState: ProfileForm.State()) { ProfileForm() }
      store.send(.binding(.set(\.name, "Blob")))
      #expect(store.name == "Blob")
      #expect(store.log == ["name is now Blob"])
    }
    #expect(issues.isEmpty)
  }

  @Test func keyPathPatternMatchesOnlyItsField() async {
    let issues = await collectIssues {
      let store = Store(initialState: ProfileForm.State()) { ProfileForm() }
      store.send(.binding(.set(\.isSubscribed, true)))
      #expect(store.isSubscribed)
      #expect(store.log == ["another field changed"])
    }
    #expect(issues.isEmpty)
  }

  @Test func unhandledBindingIsReportedAndChangesNothing() async throws {
    let issues = await collectIssues {
      let store = Store(initialState: ProfileForm.State()) { ForgetfulForm() }
      store.send(.binding(.set(\.name, "Blob")))
      #expect(store.name == "")
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("binding action was not handled"))
    #expect(message.contains("BindingReducer()"))
  }

  @Test func unhandledBindingSentThroughAScopedStoreIsReported() async {
    let issues = await collectIssues {
      let store = Store(initialState: Settings.State()) { Settings() }
      let form = store.scope(state: \.form, action: Settings.Action.form)
      form.send(.binding(.set(\.name, "Blob")))
      #expect(form.name == "")
    }
    #expect(issues.count == 1)
  }

  @Test func otherActionsAreNotReported() async {
    let issues = await collectIssues {
      let store = Store(initialState: ProfileForm.State()) { ForgetfulForm() }
      store.send(.save)
    }
    #expect(issues.isEmpty)
  }

  @Test func bindingActionsCompareFieldAndValue() {
    typealias Binding = BindingAction<ProfileForm.State>
    #expect(Binding.set(\.name, "Blob") == .set(\.name, "Blob"))
    #expect(Binding.set(\.name, "Blob") != .set(\.name, "Blob Jr"))
    #expect(Binding.set(\.isSubscribed, true) != .set(\.name, "Blob"))
  }

  @Test func bindingPropertyFindsTheBindingCase() {
    #expect(ProfileForm.Action.binding(.set(\.name, "Blob")).binding == .set(\.name, "Blob"))
    #expect(ProfileForm.Action.save.binding == nil)
  }
}

/// A feature whose view sends only view actions.
private struct Checkout: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action: ViewAction, Equatable {
    case view(View)
    case paymentFinished

    enum View: Equatable {
      case payButtonTapped
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.payButtonTapped):
      state.log.append("pay tapped")
      return .send(.paymentFinished)
    case .paymentFinished:
      state.log.append("paid")
      return .none
    }
  }
}

/// A view that sends its actions through `ViewActionSending`.
@MainActor
private struct CheckoutView: ViewActionSending {
  let store: StoreOf<Checkout>

  func payButtonPressed() {
    send(.payButtonTapped)
  }
}

@MainActor
@Suite(.tags(.core, .actions)) struct ViewActionTests {
  @Test func viewSendsItsActionsWrappedInTheViewCase() {
    let store = Store(initialState: Checkout.State()) { Checkout() }
    CheckoutView(store: store).payButtonPressed()
    #expect(store.log == ["pay tapped", "paid"])
  }
}

import Composable
import TerminalUI

/// A sign-in form: two fields whose focus is state, a toggle, and a button that is disabled
/// until a username is typed. The view tests drive it through `ViewHost`.
struct SignInForm: Reducer {
  struct State: Equatable {
    var username = ""
    var email = ""
    var remembersMe = false
    var focus: Field? = .username
    var submitted = false
  }

  enum Field: Hashable, Sendable { case username, email }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case signInTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .signInTapped = action { state.submitted = true }
      return .none
    }
  }
}

struct SignInView: View {
  @Bindable var store: StoreOf<SignInForm>

  var body: some View {
    Form {
      TextField("Username", text: $store.username)
        .focused($store.focus, equals: .username)
      TextField("Email", text: $store.email)
        .focused($store.focus, equals: .email)
      Toggle("Remember me", isOn: $store.remembersMe)
      Button("Sign in") { store.send(.signInTapped) }
        .disabled(store.username.isEmpty)
    }
  }
}

/// A child presented as a sheet: it loads on `.task` and closes itself with `dismiss`.
struct Basket: Reducer {
  struct State: Equatable {
    var items = 0
    var isLoaded = false
  }

  enum Action: Equatable {
    case task
    case loaded
    case addTapped
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task: return .send(.loaded)
    case .loaded:
      state.isLoaded = true
      return .none
    case .addTapped:
      state.items += 1
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// A shop that presents a basket sheet, an alert and a confirmation dialog, and counts how often
/// its screen appeared.
struct Shop: Reducer {
  struct State: Equatable {
    @Presents var basket: Basket.State?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var appearances = 0
    var emptied = false
    var paid = false
    var paymentCancelled = false
  }

  enum Action: Equatable {
    case onAppear
    case basketTapped
    case payTapped
    case emptyTapped
    case basket(PresentationAction<Basket.Action>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)

    enum Alert: Equatable {
      case cancelPayment
      case confirmPayment
    }
    enum Dialog: Equatable { case emptyBasket }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.appearances += 1
      case .basketTapped:
        state.basket = Basket.State()
      case .payTapped:
        state.alert = AlertState {
          TextState("Pay now?")
        } actions: {
          ButtonState(role: .cancel, action: .cancelPayment) { TextState("Cancel") }
          ButtonState(action: .confirmPayment) { TextState("Pay") }
        } message: {
          TextState("Your card will be charged.")
        }
      case .emptyTapped:
        state.dialog = ConfirmationDialogState {
          TextState("Empty the basket?")
        } actions: {
          ButtonState(role: .destructive, action: .emptyBasket) { TextState("Empty") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
      case .alert(.presented(.cancelPayment)):
        state.paymentCancelled = true
      case .alert(.presented(.confirmPayment)):
        state.paid = true
      case .dialog(.presented(.emptyBasket)):
        state.emptied = true
      case .basket, .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$basket, action: Action.basket) { Basket() }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$dialog, action: Action.dialog)
  }
}

struct ShopView: View {
  @Bindable var store: StoreOf<Shop>

  var body: some View {
    VStack {
      Text("Shop").bold()
      Button("Basket") { store.send(.basketTapped) }
      Button("Pay") { store.send(.payTapped) }
      Button("Empty") { store.send(.emptyTapped) }
    }
    .onAppear { store.send(.onAppear) }
    .sheet(item: $store.scope(state: \.basket, action: Shop.Action.basket)) { basketStore in
      BasketView(store: basketStore)
    }
    .alert($store.scope(state: \.alert, action: Shop.Action.alert))
    .confirmationDialog($store.scope(state: \.dialog, action: Shop.Action.dialog))
  }
}

struct BasketView: View {
  let store: StoreOf<Basket>

  var body: some View {
    VStack {
      Text(store.isLoaded ? "\(store.items) items" : "Loading…")
      Button("Add") { store.send(.addTapped) }
      Button("Close") { store.send(.closeTapped) }
    }
    .navigationTitle("Basket")
    .task { await store.send(.task).finish() }
  }
}

/// Screens pushed on a navigation stack, and two tabs.
struct Browser: Reducer {
  struct State: Equatable {
    var path = StackState<Page.State>()
    var tab = Tab.pages
  }

  enum Tab: Hashable, Sendable { case pages, about }

  enum Action: Equatable {
    case path(StackActionOf<Page>)
    case tabSelected(Tab)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tabSelected(let tab) = action { state.tab = tab }
      return .none
    }
    .forEach(\.path, action: Action.path) { Page() }
  }
}

struct Page: Reducer {
  struct State: Equatable {
    var number: Int
    var likes = 0
  }

  enum Action: Equatable { case likeTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.likes += 1
    return .none
  }
}

struct BrowserView: View {
  @Bindable var store: StoreOf<Browser>

  var body: some View {
    TabView(selection: $store.tab.sending(Browser.Action.tabSelected)) {
      NavigationStack(path: $store.scope(state: \.path, action: Browser.Action.path)) {
        VStack {
          NavigationLink("Page 1", state: Page.State(number: 1))
          NavigationLink("Page 2", state: Page.State(number: 2))
        }
        .navigationTitle("Pages")
      } destination: { pageStore in
        VStack {
          Text("Page \(pageStore.number): \(pageStore.likes) likes")
          Button("Like") { pageStore.send(.likeTapped) }
          NavigationLink("Next", state: Page.State(number: pageStore.number + 1))
        }
        .navigationTitle("Page \(pageStore.number)")
      }
      .tabItem {
        Image(systemName: "list.bullet")
        Text("Pages")
      }
      .tag(Browser.Tab.pages)

      Text("A browser of pages")
        .tabItem { Text("About") }
        .tag(Browser.Tab.about)
    }
  }
}

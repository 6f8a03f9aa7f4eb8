import Composable

/// The whole store app: a Products tab and a Profile tab, each a feature of its own that keeps
/// its state while the other tab is shown.
public struct RootDomain: Reducer, Sendable {
  /// The app's tabs.
  public enum Tab: Equatable, Hashable, Sendable, CaseIterable {
    /// The product list.
    case products
    /// The user's profile.
    case profile
  }

  /// The selected tab and the state of both tabs.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: Tab
    /// The Products tab.
    public var productListState: ProductListDomain.State
    /// The Profile tab.
    public var profileState: ProfileDomain.State

    /// The app in the given state: by default on the Products tab, nothing loaded.
    public init(
      selectedTab: Tab = .products,
      productListState: ProductListDomain.State = ProductListDomain.State(),
      profileState: ProfileDomain.State = ProfileDomain.State()
    ) {
      self.selectedTab = selectedTab
      self.productListState = productListState
      self.profileState = profileState
    }
  }

  /// Everything that can happen in the app.
  public enum Action: Equatable, Sendable {
    /// The user switched tabs.
    case tabSelected(Tab)
    /// An action of the Products tab.
    case productList(ProductListDomain.Action)
    /// An action of the Profile tab.
    case profile(ProfileDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Tab switching, then each tab's feature on its part of the state.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .productList, .profile:
        return .none
      }
    }
    Scope(state: \.productListState, action: Action.productList) {
      ProductListDomain()
    }
    Scope(state: \.profileState, action: Action.profile) {
      ProfileDomain()
    }
  }
}

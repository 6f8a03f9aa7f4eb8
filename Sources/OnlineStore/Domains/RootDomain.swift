import Composable

/// The whole store app: a Products tab and a Profile tab, each a feature of its own that keeps
/// its state while the other tab is shown, and a navigation stack of product details pushed
/// over the Products tab.
public struct RootDomain: Reducer, Sendable {
  /// The app's tabs.
  public enum Tab: Equatable, Hashable, Sendable, CaseIterable {
    /// The product list.
    case products
    /// The user's profile.
    case profile
  }

  /// The selected tab, the state of both tabs, and the stack over the Products tab.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: Tab
    /// The Products tab.
    public var productListState: ProductListDomain.State
    /// The Profile tab.
    public var profileState: ProfileDomain.State
    /// The screens pushed over the Products tab, the top one last: empty shows the list.
    public var path: StackState<Path.State>

    /// The app in the given state: by default on the Products tab, nothing loaded, nothing
    /// pushed.
    public init(
      selectedTab: Tab = .products,
      productListState: ProductListDomain.State = ProductListDomain.State(),
      profileState: ProfileDomain.State = ProfileDomain.State(),
      path: StackState<Path.State> = StackState()
    ) {
      self.selectedTab = selectedTab
      self.productListState = productListState
      self.profileState = profileState
      self.path = path
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
    /// A push, a pop, or an action of one screen of the stack.
    case path(StackActionOf<Path>)
  }

  /// How many related products a detail shows.
  public static let relatedCount = 3

  /// Creates the reducer.
  public init() {}

  /// Each tab's feature on its part of the state, then the root's own logic (tabs, pushes, and
  /// keeping the list and the details in step), with the stack's screens run before it.
  public var body: some ReducerOf<Self> {
    Scope(state: \.productListState, action: Action.productList) {
      ProductListDomain()
    }
    Scope(state: \.profileState, action: Action.profile) {
      ProfileDomain()
    }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none

      case let .productList(.product(.element(id, .openDetailTapped))):
        guard let row = state.productListState.productList[id: id] else { return .none }
        pushDetail(of: row.product.id, state: &state)
        return .none

      case .productList:
        // The list may have changed counts (a stepper, a cart row deleted, an order done).
        syncDetailCounts(state: &state)
        return .none

      case let .path(.element(_, .productDetail(.delegate(.countChanged(productID, count))))):
        if let row = state.productListState.productList.first(where: { $0.product.id == productID }) {
          state.productListState.productList[id: row.id]?.count = count
        }
        syncDetailCounts(state: &state)
        return .none

      case let .path(.element(_, .productDetail(.delegate(.open(productID))))):
        pushDetail(of: productID, state: &state)
        return .none

      case .profile, .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) {
      Path()
    }
  }

  /// Pushes the detail of the product with `productID` as the list shows it: its count, and up
  /// to `relatedCount` other products of its category in list order. A product the list does
  /// not hold pushes nothing.
  private func pushDetail(of productID: Int, state: inout State) {
    let rows = state.productListState.productList
    guard let row = rows.first(where: { $0.product.id == productID }) else { return }
    let related = rows.lazy.map(\.product)
      .filter { $0.category == row.product.category && $0.id != productID }
      .prefix(Self.relatedCount)
    state.path.append(
      .productDetail(
        ProductDetailDomain.State(product: row.product, count: row.count, related: Array(related))))
  }

  /// Gives every detail on the stack its row's count, so the list and the details always agree.
  private func syncDetailCounts(state: inout State) {
    for id in state.path.ids {
      guard let detail = state.path[id: id, case: Path.State.productDetail],
        let row = state.productListState.productList.first(where: { $0.product.id == detail.product.id }),
        row.count != detail.count
      else { continue }
      state.path[id: id, case: Path.State.productDetail]?.count = row.count
    }
  }
}

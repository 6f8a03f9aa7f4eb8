import Composable
import OnlineStore
import TerminalUI

/// The seed's root view: a `TabView` whose selection is the store's `selectedTab` (choosing a
/// tab sends `.tabSelected`), the Products tab a `NavigationStack` over the store's `path`
/// whose destination switches on the element's case, and the Profile tab.
///
/// ```
///  ‹ Products › Mens Cotton Jacket
///  $55.99 · men's clothing · ★ 4.7 (500 ratings)
///  …
/// ──────────────────────────────────────────────────────────────────────────────
///  1 [Products]  2 Profile
/// ```
public struct RootView: View {
  /// The app's store.
  @Bindable public var store: StoreOf<RootDomain>

  /// The app drawn from `store`.
  public init(store: StoreOf<RootDomain>) {
    self.store = store
  }

  public var body: some View {
    TabView(selection: $store.selectedTab.sending(RootDomain.Action.tabSelected)) {
      NavigationStack(path: $store.scope(state: \.path, action: RootDomain.Action.path)) {
        ProductListView(
          store: store.scope(state: \.productListState, action: RootDomain.Action.productList),
          opensDetails: true)
      } destination: { store in
        switch store.case {
        case let .productDetail(store):
          ProductDetailView(store: store)
        }
      }
      .tabItem {
        Image(systemName: "list.bullet")
        Text("Products")
      }
      .tag(RootDomain.Tab.products)

      ProfileView(store: store.scope(state: \.profileState, action: RootDomain.Action.profile))
        .tabItem {
          Image(systemName: "person")
          Text("Profile")
        }
        .tag(RootDomain.Tab.profile)
    }
    // The products load with the root, not with their tab: a tab's `.task` is cancelled when
    // the tab goes, and with it a load still running, after which the list, still "loading",
    // would ignore the next ask. The list's own `.task` then finds it loading or loaded.
    .task { await store.send(.productList(.fetchProducts)).finish() }
  }
}

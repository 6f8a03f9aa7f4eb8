import Composable
import OnlineStore
import TerminalUI

/// The app's screen, drawn from the store of `EffectsAppDomain`: two tabs whose selection is the
/// domain's `selectedTab`, each drawn from a store scoped to its part. Its `.task` asks for the
/// products once, when the app appears, so leaving a tab never cancels the request.
public struct EffectsView: View {
  /// The app's store.
  @Bindable public var store: StoreOf<EffectsAppDomain>

  /// The tabs drawn from `store`.
  public init(store: StoreOf<EffectsAppDomain>) {
    self.store = store
  }

  public var body: some View {
    TabView(selection: $store.selectedTab.sending(EffectsAppDomain.Action.tabSelected)) {
      CounterView(store: store.scope(state: \.counter, action: EffectsAppDomain.Action.counter))
        .tabItem { Text("Counter") }
        .tag(EffectsAppDomain.Tab.counter)
      ProductsView(
        store: store.scope(state: \.productList, action: EffectsAppDomain.Action.productList)
      )
      .tabItem { Text("Products") }
      .tag(EffectsAppDomain.Tab.products)
    }
    .task { await store.send(.productList(.fetchProducts)).finish() }
  }
}

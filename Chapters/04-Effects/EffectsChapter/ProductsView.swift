import Composable
import OnlineStoreViews
import OnlineStore
import TerminalUI

/// The Products tab, drawn from the store of `ProductListDomain`: a spinner while loading, the
/// error with Retry, or the store's `ProductCell` (OnlineStoreViews) for each row.
public struct ProductsView: View {
  /// The list's store.
  public let store: StoreOf<ProductListDomain>

  /// The list drawn from `store`.
  public init(store: StoreOf<ProductListDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("A flaky network: the first request fails, Retry succeeds.")
        .foregroundStyle(.secondary)
      switch store.dataLoadingStatus {
      case .notStarted:
        Text("Not loaded yet.").foregroundStyle(.secondary)
      case .loading:
        ProgressView("Loading the products…")
        Text(".run { await send(.fetchProductsResponse(TaskResult { … })) }")
          .foregroundStyle(.cyan)
      case .error:
        Text("✗ The products could not be loaded.").bold().foregroundStyle(.red)
        Button("Retry") { store.send(.fetchProducts) }
      case .success:
        List {
          ForEach(
            store.scope(state: \.productList, action: ProductListDomain.Action.product)
          ) { rowStore in
            ProductCell(store: rowStore)
          }
        }
      }
    }
  }
}

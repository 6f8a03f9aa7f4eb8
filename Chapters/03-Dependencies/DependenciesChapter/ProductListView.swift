import Composable
import OnlineStoreViews
import OnlineStore
import TerminalUI

/// The product list as the chapter draws it, from the store of `ProductListDomain`: which client
/// the store was made with, then a spinner while loading, the error with Retry, or the rows,
/// each with the last four hex digits of the id `uuid()` gave it beside chapter 2's
/// `ProductCell`. Its `.task` asks for the products when the list appears.
///
/// ```
///  Client  offline · the embedded catalog after 0.6 s on the clock
/// ──────────────────────────────────────────────────────────────────────────────
///  0000  Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…  $109.95 [ - ] 1 [ + ]
///  0001  Mens Casual Premium Slim Fit T-Shirts                $22.30 [ Add to Cart ]
/// ```
public struct ProductListView: View {
  /// The list's store.
  public let store: StoreOf<ProductListDomain>
  /// The client the app was made with, named at the top.
  public let client: ClientChoice

  /// The list drawn from `store`, made with `client`.
  public init(store: StoreOf<ProductListDomain>, client: ClientChoice) {
    self.store = store
    self.client = client
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Client").bold()
        Text(client.name).bold().foregroundStyle(.cyan)
        Text("· \(client.summary)").foregroundStyle(.secondary)
      }
      Divider()
      switch store.dataLoadingStatus {
      case .notStarted:
        Text("Nothing loaded yet.").foregroundStyle(.secondary)
      case .loading:
        ProgressView("Loading the products…")
      case .error:
        Text("✗ The products could not be loaded.").bold().foregroundStyle(.red)
        Button("Retry") { store.send(.fetchProducts) }
      case .success:
        List {
          ForEach(
            store.scope(state: \.productList, action: ProductListDomain.Action.product)
          ) { rowStore in
            HStack {
              Text(rowStore.state.id.uuidString.suffix(4)).foregroundStyle(.yellow)
              ProductCell(store: rowStore)
            }
          }
        }
      }
    }
    .task { await store.send(.fetchProducts).finish() }
  }
}

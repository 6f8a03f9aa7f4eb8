import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The product list screen, drawn from the store of `ProductListDomain`: a title with the
/// cart-to-be's total, then one `ProductCell` per row, each given a child store of its row by
/// `ForEach(store.scope(…))`.
///
/// ```
///  Products · 20 from the embedded catalog          Cart-to-be: 2 items · $219.90
/// ──────────────────────────────────────────────────────────────────────────────
///  Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…  $109.95  [ - ] 2 [ + ]
///  Mens Casual Premium Slim Fit T-Shirts                $22.30  [ Add to Cart ]
/// ```
public struct ProductListView: View {
  /// The list's store.
  public let store: StoreOf<ProductListDomain>
  /// Why the catalog could not be read, when it could not.
  public let catalogError: String?

  /// The list drawn from `store`.
  public init(store: StoreOf<ProductListDomain>, catalogError: String? = nil) {
    self.store = store
    self.catalogError = catalogError
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Products").bold()
        Text("· \(store.productList.count) from the embedded catalog")
          .foregroundStyle(.secondary)
        Spacer()
        Text(cartToBe)
      }
      Divider()
      if let catalogError {
        Text(catalogError).foregroundStyle(.red)
      } else {
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

  /// How many items the rows add up to, and their price: the parent reads its children's state.
  private var cartToBe: String {
    let rows = store.productList.filter { $0.count > 0 }
    guard !rows.isEmpty else { return "Cart-to-be: empty" }
    let items = rows.reduce(0) { $0 + $1.count }
    let total = rows.reduce(0) { $0 + Double($1.count) * $1.product.price }
    return "Cart-to-be: \(items) item\(items == 1 ? "" : "s") · \(formatPrice(total))"
  }
}

import Composable
import OnlineStore
import TerminalUI

/// The seed's product list, drawn from the store of `ProductListDomain`: a spinner while
/// loading, the error with Retry, or one `ProductCell` per row (`ForEach(store.scope(…))`);
/// "Go to Cart" (`c`) presents the cart sheet, `.sheet(item: $store.scope(…))`, and Esc there
/// sends `.cart(.dismiss)`. `.task` asks for the products when the list appears.
///
/// ```
///  Products                                                        [ Go to Cart ]
///  Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops    $109.95 [ - ] 2 [ + ]
///  Mens Casual Premium Slim Fit T-Shirts                     $22.30 [ Add to Cart ]
/// ```
public struct ProductListView: View {
  /// The list's store.
  @Bindable public var store: StoreOf<ProductListDomain>
  /// Whether each row offers its detail screen (a parent with a navigation stack pushes it).
  public let opensDetails: Bool

  /// The list drawn from `store`, its rows with a Details button when `opensDetails`.
  public init(store: StoreOf<ProductListDomain>, opensDetails: Bool = false) {
    self.store = store
    self.opensDetails = opensDetails
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Products").bold()
        Spacer()
        Button("Go to Cart") { store.send(.setCartView(isPresented: true)) }
          .keyboardShortcut("c")
      }
      if store.isLoading {
        ProgressView("Loading the products…")
      } else if store.shouldShowError {
        Text("✗ The products could not be loaded.").foregroundStyle(.red)
        Button("Retry") { store.send(.fetchProducts) }
      } else {
        List {
          ForEach(store.scope(state: \.productList, action: ProductListDomain.Action.product)) {
            ProductCell(store: $0, opensDetail: opensDetails)
          }
        }
      }
    }
    .navigationTitle("Products")
    .task { await store.send(.fetchProducts).finish() }
    .sheet(item: $store.scope(state: \.cartState, action: ProductListDomain.Action.cart)) {
      CartListView(store: $0)
    }
  }
}

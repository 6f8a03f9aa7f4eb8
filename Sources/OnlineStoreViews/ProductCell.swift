import Composable
import OnlineStore
import TerminalUI

/// The seed's row of the product list (chapter 2's lesson, shared by the later chapters), drawn
/// from a store of `ProductDomain`: the title, the price and the stepper, which gets a store
/// scoped down to `AddToCartDomain`. With
/// `opensDetail`, a Details button asks for the product's detail (`.openDetailTapped`), which a
/// parent that keeps a navigation stack answers by pushing it.
public struct ProductCell: View {
  /// The row's own store: one `ProductDomain.State`.
  public let store: StoreOf<ProductDomain>
  /// Whether the row offers its detail screen.
  public let opensDetail: Bool

  /// A row drawn from `store`, with a detail button when `opensDetail`.
  public init(store: StoreOf<ProductDomain>, opensDetail: Bool = false) {
    self.store = store
    self.opensDetail = opensDetail
  }

  public var body: some View {
    WithPerceptionTracking {
      HStack {
        Text(store.product.shownTitle)
          .lineLimit(1)
        Spacer()
        Text(store.product.formattedPrice)
          .bold()
        AddToCartButton(
          store: store.scope(
            state: \.addToCartState,
            action: ProductDomain.Action.addToCart
          )
        )
        if opensDetail {
          Button("Details") { store.send(.openDetailTapped) }
        }
      }
    }
  }
}

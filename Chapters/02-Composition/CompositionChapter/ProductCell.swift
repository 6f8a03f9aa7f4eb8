import Composable
import OnlineStore
import TerminalUI

/// One row of the list, drawn from a store of `ProductDomain`: the title, the price, and the
/// add-to-cart button, which gets a store scoped down to `AddToCartDomain`.
public struct ProductCell: View {
  /// The row's own store: its state is one `ProductDomain.State`.
  public let store: StoreOf<ProductDomain>

  /// A row drawn from `store`.
  public init(store: StoreOf<ProductDomain>) {
    self.store = store
  }

  public var body: some View {
    WithPerceptionTracking {
      HStack {
        Text(store.product.title.trimmingCharacters(in: .whitespaces))
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
      }
    }
  }
}

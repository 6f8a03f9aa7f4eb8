import Composable
import OnlineStore
import TerminalUI

/// The seed's row of the cart, drawn from a store of `CartItemDomain`: the title, the price,
/// "Quantity: n" and a Delete button (`d`), which sends `.deleteCartItem(product:)` for the
/// cart and the list to answer.
public struct CartCell: View {
  /// The row's own store.
  public let store: StoreOf<CartItemDomain>

  /// A row drawn from `store`.
  public init(store: StoreOf<CartItemDomain>) {
    self.store = store
  }

  public var body: some View {
    HStack {
      Text(store.cartItem.product.shownTitle)
        .lineLimit(1)
      Spacer()
      Text(store.cartItem.product.formattedPrice)
        .bold()
      Text("Quantity: \(store.cartItem.quantity)")
      Button("Delete", role: .destructive) {
        store.send(.deleteCartItem(product: store.cartItem.product))
      }
      .keyboardShortcut("d")
    }
  }
}

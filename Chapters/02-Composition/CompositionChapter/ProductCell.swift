import Composable
import OnlineStore
import TerminalUI

/// One row of the list, drawn from a store of `ProductDomain`: the title, the price, and the
/// add-to-cart button, which gets a store scoped down to `AddToCartDomain`.
@MainActor
public struct ProductCell {
  /// The row's own store: its state is one `ProductDomain.State`.
  public let store: StoreOf<ProductDomain>

  /// A row drawn from `store`.
  public init(store: StoreOf<ProductDomain>) {
    self.store = store
  }

  /// The columns after the title: two spaces, the price, three spaces, the button.
  public static let widthAfterTitle = 2 + priceWidth + 3 + AddToCartButton.width
  /// The width of the price column, e.g. ` $109.95`.
  static let priceWidth = 8

  /// The row in `width` columns: the title cut to fit, the price right-aligned, the button.
  public func line(width: Int) -> Line {
    let titleWidth = max(8, width - Self.widthAfterTitle)
    let price = store.product.formattedPrice
    let button = AddToCartButton(
      store: store.scope(
        state: \.addToCartState, action: ProductDomain.Action.addToCart))
    return Line(store.product.title.trimmingCharacters(in: .whitespaces)).padded(
      toWidth: titleWidth)
      + Line(String(repeating: " ", count: 2 + max(0, Self.priceWidth - price.count)))
      + Line(price, style: .bold) + "   " + button.line
  }
}

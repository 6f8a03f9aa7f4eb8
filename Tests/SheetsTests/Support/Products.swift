import Composable
import Foundation
import OnlineStore

/// A product list of the three sample products, loaded, with the ids `UUID(0)`, `UUID(1)`,
/// `UUID(2)` and the counts given: two backpacks and a jacket by default; the cart closed.
func threeProducts(counts: [Int] = [2, 0, 1]) -> ProductListDomain.State {
  ProductListDomain.State(
    dataLoadingStatus: .success,
    productList: IdentifiedArray(
      uniqueElements: Product.sample.enumerated().map { index, product in
        ProductDomain.State(
          id: UUID(index), product: product,
          addToCartState: AddToCartDomain.State(count: counts[index]))
      }))
}

/// The cart `setCartView(isPresented: true)` builds from `threeProducts()` with
/// `uuid = .incrementing`: a row for the two backpacks (`UUID(0)`), one for the jacket
/// (`UUID(1)`), no total yet.
func cartOfTwoRows() -> CartListDomain.State {
  CartListDomain.State(
    cartItems: [
      CartItemDomain.State(
        id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2)),
      CartItemDomain.State(
        id: UUID(1), cartItem: CartItem(product: Product.sample[2], quantity: 1)),
    ])
}

import Composable
import Foundation
import OnlineStore

/// The product list's rows for `products`, numbered `UUID(0)`, `UUID(1)`, … in order, as the
/// list numbers them on a `uuid = .incrementing` dependency, with the counts given in their
/// steppers (0 for a row without one).
public func productRows(
  _ products: [Product], counts: [Int] = []
) -> IdentifiedArrayOf<ProductDomain.State> {
  IdentifiedArray(
    uniqueElements: products.enumerated().map { index, product in
      ProductDomain.State(
        id: UUID(index), product: product,
        addToCartState: AddToCartDomain.State(count: index < counts.count ? counts[index] : 0))
    })
}

/// A product list of the three sample products, loaded, with the ids `UUID(0)`, `UUID(1)`,
/// `UUID(2)` and the counts given: two backpacks and a jacket by default, the cart closed.
public func threeProducts(counts: [Int] = [2, 0, 1]) -> ProductListDomain.State {
  ProductListDomain.State(
    dataLoadingStatus: .success, productList: productRows(Product.sample, counts: counts))
}

/// The cart `setCartView(isPresented: true)` builds from `threeProducts()` with
/// `uuid = .incrementing`: a row for the two backpacks (`UUID(0)`), one for the jacket
/// (`UUID(1)`), no total yet.
public func cartOfTwoRows() -> CartListDomain.State {
  CartListDomain.State(
    cartItems: [
      CartItemDomain.State(
        id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2)),
      CartItemDomain.State(
        id: UUID(1), cartItem: CartItem(product: Product.sample[2], quantity: 1)),
    ])
}

/// What the two rows of `cartOfTwoRows()` cost, summed in the order `getTotalPrice` sums them.
public let totalOfTwoRows = 109.95 * 2 + 55.99

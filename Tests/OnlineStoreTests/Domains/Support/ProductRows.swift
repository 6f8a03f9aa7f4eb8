import Composable
import Foundation
import OnlineStore

/// Rows of the product list for the sample products, with the given counts and the ids
/// `UUID(100)`, `UUID(101)`, … so they never collide with ids the `uuid` dependency makes.
func productRows(counts: [Int]) -> IdentifiedArrayOf<ProductDomain.State> {
  IdentifiedArrayOf(
    uniqueElements: zip(Product.sample, counts).enumerated().map { offset, pair in
      ProductDomain.State(
        id: UUID(100 + offset), product: pair.0, addToCartState: AddToCartDomain.State(count: pair.1))
    })
}

/// The sum of price × quantity of cart rows, added up in row order as `getTotalPrice` does.
func expectedTotal(of rows: IdentifiedArrayOf<CartItemDomain.State>) -> Double {
  rows.reduce(0.0) { $0 + $1.cartItem.product.price * Double($1.cartItem.quantity) }
}

import Composable
import Foundation
import OnlineStore

/// A product list of the three sample products, loaded, with the ids `UUID(0)`, `UUID(1)`,
/// `UUID(2)` and the counts given: the starting point of most tests here.
func threeProducts(counts: [Int] = [0, 0, 0]) -> ProductListDomain.State {
  ProductListDomain.State(
    dataLoadingStatus: .success,
    productList: IdentifiedArray(
      uniqueElements: Product.sample.enumerated().map { index, product in
        ProductDomain.State(
          id: UUID(index), product: product,
          addToCartState: AddToCartDomain.State(count: counts[index]))
      }))
}

/// The action of the stepper of the row `id`, as the list receives it.
func stepper(_ id: UUID, _ action: AddToCartDomain.Action) -> ProductListDomain.Action {
  .product(.element(id: id, action: .addToCart(action)))
}

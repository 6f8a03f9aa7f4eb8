import Composable
import Foundation
import OnlineStore

/// The action of the stepper of the row `id`, as the list receives it.
func stepper(_ id: UUID, _ action: AddToCartDomain.Action) -> ProductListDomain.Action {
  .product(.element(id: id, action: .addToCart(action)))
}

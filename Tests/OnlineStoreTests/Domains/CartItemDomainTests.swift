import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// A cart row changes nothing itself: its parents react to the delete.
@MainActor
@Suite("CartItemDomain", .tags(.app, .sheets), .timeLimit(.minutes(1)))
struct CartItemDomainTests {
  @Test("deleteCartItem changes nothing in the row and starts no effect")
  func deleteChangesNothing() async {
    let store = TestStore(
      initialState: CartItemDomain.State(id: UUID(0), cartItem: CartItem.sample[0])
    ) {
      CartItemDomain()
    }

    await store.send(.deleteCartItem(product: Product.sample[0]))
  }
}

import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// `ProductDomain` alone: a product row whose body runs `Scope` into `AddToCartDomain`, then its
/// own `Reduce`, which keeps the count from going below zero.
@MainActor
@Suite(
  "ProductDomain: Scope into AddToCartDomain, then the clamp",
  .tags(.composition), .timeLimit(.minutes(1)))
struct ProductDomainTests {
  @Test("the stepper's plus reaches AddToCartDomain through Scope")
  func plus() async {
    let store = TestStore(
      initialState: ProductDomain.State(id: UUID(0), product: Product.sample[0])
    ) {
      ProductDomain()
    }

    // The row's action wraps the stepper's: `.addToCart(.didTapPlusButton)`.
    await store.send(.addToCart(.didTapPlusButton)) {
      // The state lives in the child: `addToCartState.count`. (`$0.count = 1` says the same:
      // `count` reads and writes `addToCartState.count`.)
      $0.addToCartState.count = 1
    }
    await store.send(.addToCart(.didTapMinusButton)) {
      $0.addToCartState.count = 0
    }
  }

  @Test("minus at 0 leaves the count at 0: no closure, because nothing changes")
  func clampAtZero() async {
    let store = TestStore(
      initialState: ProductDomain.State(id: UUID(0), product: Product.sample[0])
    ) {
      ProductDomain()
    }

    // AddToCartDomain makes the count -1, then ProductDomain's Reduce sets it back to 0. The
    // test store compares the state before and after the whole body: no change.
    await store.send(.addToCart(.didTapMinusButton))
  }

  @Test("AddToCartDomain alone has no bound: the clamp is ProductDomain's")
  func leafHasNoBound() async {
    let store = TestStore(initialState: AddToCartDomain.State()) {
      AddToCartDomain()
    }

    await store.send(.didTapMinusButton) {
      $0.count = -1
    }
  }
}

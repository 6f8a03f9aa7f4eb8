import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// A product row: the stepper scoped in, the clamp at zero, and the `count` accessor.
@MainActor
@Suite("ProductDomain", .tags(.app, .composition), .timeLimit(.minutes(1)))
struct ProductDomainTests {
  let row = ProductDomain.State(id: UUID(0), product: Product.sample[0])

  @Test("addToCart(.didTapPlusButton) runs the stepper through Scope")
  func plusRunsTheStepper() async {
    let store = TestStore(initialState: row) { ProductDomain() }

    await store.send(.addToCart(.didTapPlusButton)) { $0.addToCartState.count = 1 }
    await store.send(.addToCart(.didTapPlusButton)) { $0.addToCartState.count = 2 }
  }

  @Test("addToCart(.didTapMinusButton) above zero removes one")
  func minusAboveZeroRemovesOne() async {
    var initial = row
    initial.count = 2
    let store = TestStore(initialState: initial) { ProductDomain() }

    await store.send(.addToCart(.didTapMinusButton)) { $0.addToCartState.count = 1 }
  }

  @Test("addToCart(.didTapMinusButton) at zero shows no change: the row clamps the stepper")
  func minusAtZeroChangesNothing() async {
    let store = TestStore(initialState: row) { ProductDomain() }

    await store.send(.addToCart(.didTapMinusButton))
  }

  @Test("addToCart(.didTapPlusButton) has no upper bound")
  func plusHasNoUpperBound() async {
    var initial = row
    initial.count = 1_000
    let store = TestStore(initialState: initial) { ProductDomain() }

    await store.send(.addToCart(.didTapPlusButton)) { $0.addToCartState.count = 1_001 }
  }

  @Test("openDetailTapped changes nothing in the row: the root pushes the detail")
  func openDetailChangesNothing() async {
    var initial = row
    initial.count = 2
    let store = TestStore(initialState: initial) { ProductDomain() }

    await store.send(.openDetailTapped)
  }

  @Test("count reads and writes the stepper's count")
  func countIsTheSteppersCount() {
    var state = row
    state.count = 3
    #expect(state.addToCartState.count == 3)
    state.addToCartState.count = 5
    #expect(state.count == 5)
  }
}

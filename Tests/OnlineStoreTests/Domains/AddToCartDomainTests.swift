import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// The stepper alone: plus and minus, and no bounds at this level.
@MainActor
@Suite("AddToCartDomain", .tags(.app, .composition), .timeLimit(.minutes(1)))
struct AddToCartDomainTests {
  @Test("didTapPlusButton adds one")
  func plusAddsOne() async {
    let store = TestStore(initialState: AddToCartDomain.State()) { AddToCartDomain() }

    await store.send(.didTapPlusButton) { $0.count = 1 }
    await store.send(.didTapPlusButton) { $0.count = 2 }
  }

  @Test("didTapMinusButton removes one")
  func minusRemovesOne() async {
    let store = TestStore(initialState: AddToCartDomain.State(count: 2)) { AddToCartDomain() }

    await store.send(.didTapMinusButton) { $0.count = 1 }
  }

  @Test("didTapMinusButton at zero goes negative: the stepper has no bounds of its own")
  func minusAtZeroGoesNegative() async {
    let store = TestStore(initialState: AddToCartDomain.State()) { AddToCartDomain() }

    await store.send(.didTapMinusButton) { $0.count = -1 }
  }
}

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// Why the order in a `body` matters: reducers in a body run top to bottom, each on the state
/// the previous one left.
@MainActor
@Suite("The order of reducers in a body", .tags(.composition), .timeLimit(.minutes(1)))
struct BodyOrderTests {
  /// `ProductDomain` with its two reducers swapped: the clamp runs first, then the stepper.
  struct ClampFirstProductDomain: Reducer {
    typealias State = ProductDomain.State
    typealias Action = ProductDomain.Action

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .addToCart(.didTapMinusButton) = action {
          state.count = max(0, state.count)  // clamps 0 to 0: nothing to do yet
        }
        return .none
      }
      Scope(state: \.addToCartState, action: Action.addToCart) {
        AddToCartDomain()  // then takes one away: -1, and nobody clamps it
      }
    }
  }

  @Test("Scope first, then the clamp (ProductDomain's order): minus at 0 stays at 0")
  func scopeThenClamp() async {
    let store = TestStore(
      initialState: ProductDomain.State(id: UUID(0), product: Product.sample[0])
    ) {
      ProductDomain()
    }

    await store.send(.addToCart(.didTapMinusButton))
    #expect(store.state.count == 0)
  }

  @Test("the clamp first, then Scope: minus at 0 goes to -1, the clamp came too early")
  func clampThenScope() async {
    let store = TestStore(
      initialState: ProductDomain.State(id: UUID(0), product: Product.sample[0])
    ) {
      ClampFirstProductDomain()
    }

    await store.send(.addToCart(.didTapMinusButton)) {
      $0.count = -1
    }
  }
}

import Composable
import ComposableTesting
import Exercises
import OnlineStore
import Testing

/// Grades sheets.non-exhaustive-checkout: the learner's checkout test is non-exhaustive, with
/// the payment in one `withExhaustivity(.on)` stretch. So it must catch a wrong value it asserts
/// anywhere, and anything unsaid inside the stretch; and it must not fail on what happens
/// outside the stretch that it does not assert.
@MainActor
@Suite(
  .exercise(
    "sheets.non-exhaustive-checkout", isStarted: NonExhaustiveCheckoutExercise.isStarted,
    file: "Exercises/Workbook/06-Sheets/NonExhaustiveCheckout.swift"))
struct NonExhaustiveCheckoutGrader {
  typealias Action = ProductListDomain.Action

  /// Confirming the purchase: the first step of the stretch.
  static let confirm = Action.cart(.presented(.alert(.presented(.didConfirmPurchase))))

  @Test("your testCheckout passes on ProductListDomain")
  func learnersTestPassesOnTheRealOne() async {
    // Any failure here is your test's own, reported at its line in NonExhaustiveCheckout.swift.
    await testCheckout(ProductListDomain())
  }

  @Test("your testCheckout passes on a product list that does more on the way to the cart")
  func learnersTestToleratesWhatItDoesNotAssert() async {
    await expectLearnersTest(
      "testCheckout",
      toTolerate: """
        the product list loads the catalog once more and computes the total as soon as the \
        cart opens (extra actions, outside the stretch)
        """,
      advice: """
        Set store.exhaustivity = .off before the first step, and assert outside \
        withExhaustivity(.on) only what the exercise asks: the total, the cart closed, the counts.
        """
    ) {
      await testCheckout(
        productList { state, action, effect in
          switch action {
          case .fetchProductsResponse(.success):
            return .merge(effect, .send(.fetchProducts))
          case .setCartView(isPresented: true):
            return .merge(effect, .send(.cart(.presented(.getTotalPrice))))
          default:
            return effect
          }
        })
    }
  }

  @Test("your testCheckout fails on a cart whose total ignores the quantities")
  func learnersTestCatchesAWrongTotal() async {
    await expectLearnersTest(
      "testCheckout", toCatch: "the total counts each product once, whatever its quantity",
      advice: """
        Exhaustivity off still checks what you assert: receive \
        .cart(.presented(.getTotalPrice)) with $0.cartState?.totalPrice = \
        Product.sample[0].price * 2 + Product.sample[1].price.
        """
    ) {
      await testCheckout(
        productList { state, action, effect in
          if action == .cart(.presented(.getTotalPrice)), let items = state.cartState?.cartItems {
            state.cartState?.totalPrice = items.reduce(0) { $0 + $1.cartItem.product.price }
          }
          return effect
        })
    }
  }

  @Test("your testCheckout fails on a payment that empties the cart before the answer")
  func learnersTestCatchesAnEmptiedCart() async {
    await expectLearnersTest(
      "testCheckout", toCatch: "confirming the purchase also removes every row of the cart",
      advice: """
        Send the confirmation inside await store.withExhaustivity(.on) { … }, saying all it \
        changes: $0.cartState?.alert = nil and $0.cartState?.dataLoadingStatus = .loading.
        """
    ) {
      await testCheckout(
        productList { state, action, effect in
          if action == Self.confirm { state.cartState?.cartItems = [] }
          return effect
        })
    }
  }

  @Test("your testCheckout fails on a payment that sends an action the test did not expect")
  func learnersTestCatchesAnExtraAction() async {
    await expectLearnersTest(
      "testCheckout", toCatch: "confirming the purchase also recomputes the total first",
      advice: """
        Receive the answer inside the same withExhaustivity(.on) stretch: there the store takes \
        the next action, whatever it is, and an unexpected one fails the step.
        """
    ) {
      await testCheckout(
        productList { state, action, effect in
          if action == Self.confirm { return .merge(.send(.cart(.presented(.getTotalPrice))), effect) }
          return effect
        })
    }
  }

  /// `ProductListDomain`, then `change`, given the state it left, the action and the effect it
  /// returned: a product list that does something else, or something more.
  private func productList(
    then change: @escaping (inout ProductListDomain.State, Action, Effect<Action>) -> Effect<Action>
  ) -> Reduce<ProductListDomain.State, Action> {
    Reduce { state, action in
      change(&state, action, ProductListDomain().reduce(into: &state, action: action))
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

/// Grades sheets.non-exhaustive-checkout: the learner's checkout test is non-exhaustive, with
/// the payment in one `withExhaustivity(.on)` stretch. So it must catch a wrong value it asserts
/// anywhere, and anything unsaid inside the stretch; and it must not fail on what happens
/// outside the stretch that it does not assert.
extension NonExhaustiveCheckoutExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of ProductListDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the total counts each product once, whatever its quantity", replacing: ProductListDomain.self,
        advice: """
          Exhaustivity off still checks what you assert: receive \
          .cart(.presented(.getTotalPrice)) with $0.cartState?.totalPrice = \
          Product.sample[0].price * 2 + Product.sample[1].price.
          """
      ) {
        productList { state, action, effect in
          if action == .cart(.presented(.getTotalPrice)), let items = state.cartState?.cartItems {
            state.cartState?.totalPrice = items.reduce(0) { $0 + $1.cartItem.product.price }
          }
          return effect
        }
      },
      .reducer(
        "confirming the purchase also removes every row of the cart", replacing: ProductListDomain.self,
        advice: """
          Send the confirmation inside await store.withExhaustivity(.on) { … }, saying all it \
          changes: $0.cartState?.alert = nil and $0.cartState?.dataLoadingStatus = .loading.
          """
      ) {
        productList { state, action, effect in
          if action == Self.confirm { state.cartState?.cartItems = [] }
          return effect
        }
      },
      .reducer(
        "confirming the purchase also recomputes the total first", replacing: ProductListDomain.self,
        advice: """
          Receive the answer inside the same withExhaustivity(.on) stretch: there the store takes \
          the next action, whatever it is, and an unexpected one fails the step.
          """
      ) {
        productList { state, action, effect in
          if action == Self.confirm { return .merge(.send(.cart(.presented(.getTotalPrice))), effect) }
          return effect
        }
      },
    ]
  }
}

extension NonExhaustiveCheckoutTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Action = ProductListDomain.Action

    /// Confirming the purchase: the first step of the stretch.
    static let confirm = Action.cart(.presented(.alert(.presented(.didConfirmPurchase))))

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
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

// Grades sheets.non-exhaustive-checkout: the learner's checkout test is non-exhaustive, with the
// payment in one `withExhaustivity(.on)` stretch. So it must catch a wrong value it asserts
// anywhere and anything unsaid inside the stretch, and it must pass on a product list that only
// does more outside the stretch, where the test asserts nothing of it.

extension NonExhaustiveCheckoutExercise: GradedExercise {
  typealias Action = ProductListDomain.Action

  /// Product lists the learner's test is run on again: three broken ones it must fail on, and
  /// one that only does more on the way to the cart, which it must pass on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        """
        the product list loads the catalog once more and computes the total as soon as the cart \
        opens (extra actions, outside the stretch)
        """,
        replacing: ProductListDomain.self,
        advice: """
          Set store.exhaustivity = .off before the first step, and assert outside \
          withExhaustivity(.on) only what the exercise asks: the total, the cart closed, the counts.
          """,
        kind: .harmless
      ) {
        productList { _, action, effect in
          switch action {
          case .fetchProductsResponse(.success):
            return .merge(effect, .send(.fetchProducts))
          case .setCartView(isPresented: true):
            return .merge(effect, .send(.cart(.presented(.getTotalPrice))))
          default:
            return effect
          }
        }
      },
      .reducer(
        "the total counts each product once, whatever its quantity", replacing: ProductListDomain.self,
        advice: """
          Exhaustivity off still checks what you assert: receive \
          .cart(.presented(.getTotalPrice)) and set in its closure the total of two of the first \
          product and one of the second.
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
          Send the confirmation inside await store.withExhaustivity(.on) { … }, and say in its \
          closure everything it changes.
          """
      ) {
        productList { state, action, effect in
          if action == confirm { state.cartState?.cartItems = [] }
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
        productList { _, action, effect in
          if action == confirm { return .merge(.send(.cart(.presented(.getTotalPrice))), effect) }
          return effect
        }
      },
    ]
  }

  /// Confirming the purchase: the first step of the stretch.
  private static let confirm = Action.cart(.presented(.alert(.presented(.didConfirmPurchase))))

  /// `ProductListDomain`, then `change`, given the state it left, the action and the effect it
  /// returned: a product list that does something else, or something more.
  private static func productList(
    then change: @escaping @Sendable (inout ProductListDomain.State, Action, Effect<Action>) -> Effect<Action>
  ) -> Reduce<ProductListDomain.State, Action> {
    Reduce { state, action in
      change(&state, action, ProductListDomain().reduce(into: &state, action: action))
    }
  }
}

// Solution of sheets.non-exhaustive-checkout · Check the payment, skim the rest (chapter 6, Sheets)
//
// With `exhaustivity = .off` each step's closure gets the state after the step and states only
// what it asserts, so it must set values (`= 2`), never change them (`+= 1`): a relative change
// applied to the state after the step asserts one step too many. Received actions nobody asks
// about are skipped. So the way to the cart asserts one thing, the total, and whatever else the
// product list does on that way (an extra action, a field the test does not look at) cannot
// break the test.
//
// Paying is wrapped in `withExhaustivity(.on)`: there every change and every action must be
// stated, as in any exhaustive test, so a payment that also empties the cart, or sends an
// action the test did not expect, fails it. After the stretch the store is `.off` again, and
// the test asserts the outcome: the cart closed and the counts back to 0.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum NonExhaustiveCheckoutExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.non-exhaustive-checkout"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

// Your tests, a Swift Testing suite: `swift test --filter NonExhaustiveCheckoutTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ProductListDomain, where it
// must fail.
@MainActor
@Suite("sheets.non-exhaustive-checkout · your tests", .exercise(NonExhaustiveCheckoutExercise.self))
struct NonExhaustiveCheckoutTests {
  @Test("Checkout asserts the total, the payment in full, and the outcome")
  func checkout() async {
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.apiClient.fetchProducts = { Product.sample }
      $0.apiClient.sendOrder = { _ in "order #1" }
    }
    store.exhaustivity = .off

    // The way to the cart: only the total is asserted.
    await store.send(.fetchProducts)
    await store.receive(ProductListDomain.Action.fetchProductsResponse)
    await store.send(.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton))))
    await store.send(.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton))))
    await store.send(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton))))
    await store.send(.setCartView(isPresented: true))
    await store.send(.cart(.presented(.view(.onAppear))))
    await store.receive(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = Product.sample[0].price * 2 + Product.sample[1].price
    }
    await store.send(.cart(.presented(.view(.didPressPayButton))))

    // Paying: every change and every action.
    await store.withExhaustivity(.on) {
      await store.send(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) {
        $0.cartState?.alert = nil
        $0.cartState?.dataLoadingStatus = .loading
      }
      await store.receive(.cart(.presented(.didReceivePurchaseResponse(.success("order #1"))))) {
        $0.cartState?.dataLoadingStatus = .success
        $0.cartState?.alert = .successAlert
      }
    }

    // Done: the outcome.
    await store.send(.cart(.presented(.alert(.presented(.dismissSuccessAlert)))))
    await store.receive(.closeCart) {
      $0.cartState = nil
    }
    store.assert {
      $0.productList[id: UUID(0)]?.count = 0
      $0.productList[id: UUID(1)]?.count = 0
    }
  }
}

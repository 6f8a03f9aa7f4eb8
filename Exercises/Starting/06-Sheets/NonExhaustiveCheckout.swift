// Exercise sheets.non-exhaustive-checkout · Check the payment, skim the rest
//
// The online store's whole checkout, `ProductListDomain` with its cart sheet, is a long way:
// load the catalog, add products, open the cart, see the total, pay, confirm, wait for the
// answer, Done. Every step is tested exhaustively elsewhere; this test is about the payment.
// The feature is finished: write the test, `testCheckout` (at the bottom), non-exhaustively
// with one exhaustive stretch:
//   • a TestStore whose reducer is `productList` (the reducer you are given, not
//     ProductListDomain(): that is how the grader hands you other ones), from
//     `ProductListDomain.State()`, with `$0.uuid = .incrementing`, the catalog
//     `$0.apiClient.fetchProducts = { Product.sample }` and the order
//     `$0.apiClient.sendOrder = { _ in "order #1" }`; then `store.exhaustivity = .off`;
//   • the way to the cart, asserting one thing: load the catalog (receive its response), two
//     of the first product (`UUID(0)`) and one of the second (`UUID(1)`), open the cart, send
//     the sheet's `.view(.onAppear)` and receive `getTotalPrice` with the total it computes
//     (with exhaustivity off the closure gets the state after the step: set values, `= x`,
//     never change them, `+= x`); then Pay;
//   • paying, inside `await store.withExhaustivity(.on) { … }`: confirm the purchase and receive
//     the answer, saying everything each changes;
//   • after it, exhaustivity off again: Done, receive `closeCart` (the cart goes), and assert
//     that both counts are back to 0 (`store.assert { … }`).
// Keep the name and the signature of `testCheckout`: the grader calls it.
//
// Done: the grader's tests pass. They run your test on `ProductListDomain()` (it must pass); on
// product lists broken on purpose, where it must fail: one whose total ignores the quantities
// (outside the stretch, in what you assert), one whose payment empties the cart before the
// answer, and one that recomputes the total while paying (both inside the stretch, where
// nothing may go unsaid); and on a product list that does more on the way to the cart (it
// loads the catalog once more and computes the total when the cart opens), where your test
// must pass: what happens outside the stretch and is not asserted is not the test's business.
//
// Check it: `swift run kit check sheets.non-exhaustive-checkout`
//       or: `swift test --filter NonExhaustiveCheckoutGrader`
// Stuck? `swift run kit hint sheets.non-exhaustive-checkout` gives one hint at a time.

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
  public static var isStarted: Bool { false }
}

// Your tests, a Swift Testing suite: `swift test --filter NonExhaustiveCheckoutTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ProductListDomain, where it
// must fail.
@MainActor
@Suite("sheets.non-exhaustive-checkout · your tests", .exercise(NonExhaustiveCheckoutExercise.self))
struct NonExhaustiveCheckoutTests {
  @Test("Checkout")
  func checkout() async {
    // TODO: the test store, `store.exhaustivity = .off`, the way to the cart, the payment inside
    // `await store.withExhaustivity(.on) { … }`, and the outcome after Done.
  }
}

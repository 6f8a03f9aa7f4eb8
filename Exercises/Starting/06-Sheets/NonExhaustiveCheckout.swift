// Exercise sheets.non-exhaustive-checkout · Check the payment, skim the rest   (chapter 6, Sheets)
//
// Build: nothing: `ProductListDomain`, the store's list with its cart sheet, is finished.
// Test:  write "Checkout asserts the total, the payment in full, and the outcome" in
//        `NonExhaustiveCheckoutTests`: with `store.exhaustivity = .off`, the way to the cart
//        asserting only the total; the confirmation and its answer inside
//        `await store.withExhaustivity(.on) { … }`; then Done, and the cart closed and both
//        counts back to 0.
// Done:  your test fails on the grader's broken product lists (a total that ignores the
//        quantities, a payment that empties the cart or recomputes the total) and passes on
//        one that only does more on the way to the cart.
// Start: set `isStarted` to true.   Check: `swift run kit check sheets.non-exhaustive-checkout`
//        (or `swift test --filter NonExhaustiveCheckoutTests`).
// Stuck: `swift run kit hint sheets.non-exhaustive-checkout`

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
  @Test("Checkout asserts the total, the payment in full, and the outcome")
  func checkout() async {
    // TODO: a TestStore of ProductListDomain with `$0.uuid = .incrementing`, the catalog
    // (`$0.apiClient.fetchProducts = { Product.sample }`) and the order
    // (`$0.apiClient.sendOrder = { _ in "order #1" }`); `store.exhaustivity = .off`; load the
    // catalog, two of the first product and one of the second, open the cart and assert its
    // total only (set values, `= x`, never `+= x`), Pay; confirm and receive the answer inside
    // `await store.withExhaustivity(.on) { … }`, saying all they change; Done, receive
    // `closeCart`, and `store.assert { … }` both counts at 0.
  }
}

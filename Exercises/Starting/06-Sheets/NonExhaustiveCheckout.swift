// Exercise sheets.non-exhaustive-checkout · Check the payment, skim the rest   (chapter 6, Sheets)
//
// Build: nothing: `ProductListDomain`, the store's list with its cart sheet, is finished.
// Test:  write "Checkout asserts the total, the payment in full, and the outcome" below: the way
//        to the cart non-exhaustive, the payment exhaustive (its TODO says what to prove).
// Done:  your test fails on the grader's broken lists (a total that ignores the quantities, a
//        payment that empties the cart or recomputes the total), and passes on one that does more.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint sheets.non-exhaustive-checkout`
// Check: `swift run kit check sheets.non-exhaustive-checkout` (or `swift test --filter NonExhaustiveCheckoutTests`)

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
    // TODO: prove, non-exhaustively (`store.exhaustivity = .off`), that two of the first
    // product and one of the second make the cart's total; exhaustively
    // (`withExhaustivity(.on)`), everything the confirmation and its answer change; and that
    // Done leaves the cart closed and both counts at 0 (`store.assert`). It must fail on a total
    // that ignores the quantities, and on a payment that empties the cart or recomputes the
    // total, and pass on a list that does more on the way to the cart.
  }
}

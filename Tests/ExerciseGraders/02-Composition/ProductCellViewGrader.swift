import Composable
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import TerminalUI
import Testing

// Grades composition.cell-view: the learner's ProductCell and AddToCartButton, drawn by a
// ViewHost from a real store of one ProductDomain row and driven as the chapter's tests drive
// the app: taps by title, the text on the screen, and the row's state after each tap.
@MainActor
@Suite(
  .exercise(ProductCellViewExercise.self))
struct ProductCellViewGrader {
  @Test("the row shows the product's title, its price, and a button titled Add to Cart")
  func drawsTheRow() {
    let (_, host) = row(count: 0)
    let screen = host.screen

    #expect(
      screen.contains("Fjallraven - Foldsack No. 1 Backpack"),
      "The row should show the product's title (store.product.title); the screen reads:\n\(screen)")
    #expect(
      screen.contains("$109.95"),
      "The row should show the price as store.product.formattedPrice gives it; the screen reads:\n\(screen)")
    #expect(
      host.focusedTitle == "Add to Cart",
      """
      At a count of 0 the row's one button should be titled "Add to Cart" (a Button, not a \
      Text: the focus goes to buttons only); the focus is on \(host.focusedTitle ?? "nothing").
      """)
  }

  @Test("tapping Add to Cart sends .addToCart(.didTapPlusButton) to the row, which then shows - 1 +")
  func addToCartGoesThroughTheScope() {
    let (sent, host) = row(count: 0)

    withKnownIssueUnless(host.focusedTitle == "Add to Cart") {
      host.tap("Add to Cart")
    }
    #expect(
      sent.actions == [.addToCart(.didTapPlusButton)],
      """
      A tap of "Add to Cart" should send the row exactly .addToCart(.didTapPlusButton), through \
      the store scoped with store.scope(state: \\.addToCartState, action: \
      ProductDomain.Action.addToCart); the row received \(sent.actions).
      """)
    let screen = host.screen
    #expect(
      screen.contains("[ - ] 1 [ + ]") || screen.contains("[ - ] 1 ▶ + ◀")
        || screen.contains("▶ - ◀ 1 [ + ]"),
      "After the tap the row should show its stepper, - 1 +; the screen reads:\n\(screen)")
  }

  @Test("+ and - change the row's own count, and at 0 Add to Cart comes back")
  func stepperChangesTheCount() {
    let (sent, host) = row(count: 2)

    withKnownIssueUnless(host.screen.contains("2")) {
      host.tap("+")
      host.tap("-")
      host.tap("-")
      host.tap("-")
    }
    #expect(
      sent.actions == [
        .addToCart(.didTapPlusButton), .addToCart(.didTapMinusButton),
        .addToCart(.didTapMinusButton), .addToCart(.didTapMinusButton),
      ],
      """
      +, -, -, - from a count of 2 should send the row .addToCart(.didTapPlusButton) and three \
      .addToCart(.didTapMinusButton); the row received \(sent.actions). Does ProductCell give \
      AddToCartButton the row's store scoped to the stepper?
      """)
    #expect(
      host.focusedTitle == "Add to Cart",
      """
      Back at 0 the row should offer "Add to Cart" again; the focus is on \
      \(host.focusedTitle ?? "nothing").
      """)
  }

  /// A row of the first sample product at `count`, drawn by the learner's `ProductCell` in an
  /// 80-column host, and the actions its store receives.
  private func row(count: Int) -> (RecordedActions<ProductDomain.Action>, ViewHost<ProductCell>) {
    let sent = RecordedActions<ProductDomain.Action>()
    let state = ProductDomain.State(
      id: UUID(0), product: Product.sample[0],
      addToCartState: AddToCartDomain.State(count: count))
    let store = Store(initialState: state) {
      Reduce<ProductDomain.State, ProductDomain.Action> { _, action in
        sent.actions.append(action)
        return .none
      }
      ProductDomain()
    }
    return (sent, ViewHost(ProductCell(store: store), columns: 80, rows: 6))
  }
}

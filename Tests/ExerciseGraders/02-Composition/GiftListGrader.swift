import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades composition.gift-list: the row's Scope alone, then the list's forEach by id, then the
// list's own Reduce, which removes a row that its minus brought to 0.
@MainActor
@Suite(
  .exercise(GiftListExercise.self))
struct GiftListGrader {
  @Test("GiftRowDomain: + and - reach the row's stepper through its Scope")
  func rowScopesToItsStepper() async {
    let store = TestStore(
      initialState: GiftRowDomain.State(id: UUID(0), product: Product.sample[0], count: 1)
    ) {
      GiftRowDomain()
    }

    await store.send(.quantity(.didTapPlusButton)) {
      $0.quantity.count = 2
    }
    await store.send(.quantity(.didTapMinusButton)) {
      $0.quantity.count = 1
    }
    #expect(
      store.state.quantity.count == 1,
      """
      + then - from 1 should leave the row's count at 1, through the stepper; it is \
      \(store.state.quantity.count). Does GiftRowDomain's body have \
      Scope(state: \\.quantity, action: Action.quantity) { AddToCartDomain() }?
      """)
  }

  @Test("GiftListDomain: an action reaches the row whose id it names, and no other", arguments: [0, 1, 2])
  func listFindsTheRowByID(row: Int) async {
    let store = TestStore(initialState: GiftListDomain.State(counts: [1, 1, 1])) {
      GiftListDomain()
    }

    await store.send(.rows(.element(id: UUID(row), action: .quantity(.didTapPlusButton)))) {
      $0.rows[id: UUID(row)]?.quantity.count = 2
    }
    #expect(
      store.state.rows.map(\.quantity.count) == [0, 1, 2].map { $0 == row ? 2 : 1 },
      """
      + on row UUID(\(row)) of three rows at 1 should make that row 2 and leave the others; the \
      counts are \(store.state.rows.map(\.quantity.count)). Does the list's Reduce end with \
      .forEach(\\.rows, action: Action.rows) { GiftRowDomain() }?
      """)
  }

  @Test("a minus that brings a row to 0 removes that row; the other rows stay as they were")
  func rowAtZeroLeavesTheList() async {
    let store = TestStore(initialState: GiftListDomain.State(counts: [2, 1, 3])) {
      GiftListDomain()
    }

    await store.send(.rows(.element(id: UUID(0), action: .quantity(.didTapMinusButton)))) {
      $0.rows[id: UUID(0)]?.quantity.count = 1
    }
    await store.send(.rows(.element(id: UUID(1), action: .quantity(.didTapMinusButton)))) {
      $0.rows[id: UUID(1)] = nil
    }
    #expect(
      store.state.rows.ids == [UUID(0), UUID(2)],
      """
      From counts [2, 1, 3], a minus on UUID(0) should keep it (at 1) and a minus on UUID(1) \
      should remove it (at 0); the rows left are \(store.state.rows.ids). The list's Reduce runs \
      after the row, so it reads the count the minus left: remove the row when it is 0.
      """)
  }
}

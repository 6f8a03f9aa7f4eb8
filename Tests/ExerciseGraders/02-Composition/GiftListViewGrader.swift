import Composable
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import TerminalUI
import Testing

// Grades composition.gift-list-view: the learner's GiftListView, drawn by a ViewHost from a
// store whose reducer the grader wires itself (so the view is graded apart from
// composition.gift-list), driven by taps and Tab as the chapter's tests drive the app.
@MainActor
@Suite(
  .exercise(GiftListViewExercise.self))
struct GiftListViewGrader {
  @Test("every row of the list is on the screen, in the list's order")
  func drawsEveryRow() {
    let (_, _, host) = giftList(counts: [1, 2, 3])
    let screen = host.screen
    let lines = Product.sample.map { product in
      screen.split(separator: "\n").firstIndex { $0.contains(product.title.prefix(20)) }
    }

    #expect(
      lines.allSatisfy { $0 != nil } && lines == lines.sorted { ($0 ?? 0) < ($1 ?? 0) },
      """
      The screen should show the three rows' titles in the list's order, one GiftRowView per row \
      store of ForEach(store.scope(state: \\.rows, action: GiftListDomain.Action.rows)); it reads:
      \(screen)
      """)
    #expect(
      screen.contains("× 1") && screen.contains("× 2") && screen.contains("× 3"),
      "Each row should show its own count (× 1, × 2, × 3); the screen reads:\n\(screen)")
  }

  @Test("a row's + sends the list .rows(.element(id:action:)) with that row's id")
  func plusGoesThroughTheRowStore() {
    let (sent, _, host) = giftList(counts: [1, 1, 1])

    withKnownIssueUnless(host.focusedTitle == "+") {
      host.tap("+")
      host.press(.tab)
      host.tap("+")
    }
    #expect(
      sent.actions == [
        .rows(.element(id: UUID(0), action: .quantity(.didTapPlusButton))),
        .rows(.element(id: UUID(1), action: .quantity(.didTapPlusButton))),
      ],
      """
      + on the first row, then Tab and + on the second, should send the list \
      .rows(.element(id: UUID(0), …)) then .rows(.element(id: UUID(1), …)), each \
      .quantity(.didTapPlusButton); the list received \(sent.actions). Each GiftRowView needs the \
      row store ForEach gives it, from store.scope(state: \\.rows, action: \
      GiftListDomain.Action.rows).
      """)
    #expect(
      host.screen.contains("× 2"),
      "After a + the row should show × 2, drawn again from its own state; the screen reads:\n\(host.screen)")
  }

  @Test("a row removed from the state leaves the screen")
  func followsTheRows() {
    let (_, store, host) = giftList(counts: [1, 1, 1])
    let removed = Product.sample[1].title.prefix(20)

    #expect(
      host.screen.contains(removed),
      "The second row's title should be on the screen before it is removed; it reads:\n\(host.screen)")
    store.send(.rows(.element(id: UUID(1), action: .quantity(.didTapMinusButton))))
    #expect(
      !host.screen.contains(removed) && host.screen.contains(Product.sample[2].title.prefix(20)),
      """
      Once the state no longer has row UUID(1), the screen should not show it, and the other \
      rows should stay; it reads:
      \(host.screen)
      """)
  }

  /// A gift list of the sample products at `counts`, its store (the grader's own reducer, which
  /// records each action and removes a row its minus brings to 0), and a host drawing the
  /// learner's `GiftListView`.
  private func giftList(counts: [Int]) -> (RecordedActions<GiftListDomain.Action>, StoreOf<GiftListDomain>, ViewHost<GiftListView>) {
    let sent = RecordedActions<GiftListDomain.Action>()
    let store = Store(initialState: GiftListDomain.State(counts: counts)) {
      Reduce<GiftListDomain.State, GiftListDomain.Action> { state, action in
        sent.actions.append(action)
        if case let .rows(.element(id: id, action: .quantity(.didTapMinusButton))) = action,
          state.rows[id: id]?.quantity.count == 0
        {
          state.rows[id: id] = nil
        }
        return .none
      }
      .forEach(\.rows, action: GiftListDomain.Action.rows) {
        Scope(state: \.quantity, action: GiftRowDomain.Action.quantity) {
          AddToCartDomain()
        }
      }
    }
    return (sent, store, ViewHost(GiftListView(store: store), columns: 100, rows: 12))
  }
}

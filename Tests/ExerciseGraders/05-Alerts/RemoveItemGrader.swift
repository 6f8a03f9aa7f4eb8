import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades alerts.remove-item: delete shows "Remove this item?"; Remove removes the row the dialog
// was about and recomputes the total; Cancel changes nothing but the dialog; and the broken
// versions the learner's tests must fail on.

extension RemoveItemExercise: GradedExercise {
  /// Carts that remove the wrong way: a good test of the confirmation fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the cart removes a row at once, without a dialog", replacing: ConfirmingCartDomain.self,
        advice: """
          After the delete, set the dialog it shows in the closure \
          ($0.confirmationDialog = .removeItem(id:product:)) and nothing else: the row stays.
          """
      ) {
        Reduce { state, action in
          if case .cartItem(.element(id: let id, action: .deleteCartItem)) = action {
            state.cartItems.remove(id: id)
            state.totalPrice = ConfirmingCartDomain.total(of: state.cartItems)
            return .none
          }
          return ConfirmingCartDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Remove removes the first row, whatever the dialog was about", replacing: ConfirmingCartDomain.self,
        advice: """
          Delete a row that is not the first (UUID(1)), confirm, and set in the closure which row \
          goes: $0.cartItems.remove(id: UUID(1)), and the total.
          """
      ) {
        Reduce { state, action in
          if case .confirmationDialog(.presented(.confirmRemove)) = action {
            state.confirmationDialog = nil
            if let first = state.cartItems.ids.first { state.cartItems.remove(id: first) }
            state.totalPrice = ConfirmingCartDomain.total(of: state.cartItems)
            return .none
          }
          return ConfirmingCartDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension RemoveItemTests {
  // The grader's checks of ConfirmingCartDomain.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Dialog = ConfirmationDialogState<ConfirmingCartDomain.Action.ConfirmationDialog>

    @Test("the dialog: Remove this item?, the product as the message, Remove (destructive), Cancel")
    func dialog() {
      let dialog = Dialog.removeItem(id: UUID(7), product: Product.sample[2])
      #expect(
        dialog.title == TextState("Remove this item?"),
        "the title should read \"Remove this item?\" (chapter 5, \"ConfirmationDialogState\")")
      #expect(dialog.titleVisibility == .visible, "the title should always be shown: .visible")
      #expect(
        dialog.message == TextState(Product.sample[2].title),
        "the message should be the product's title")
      #expect(
        dialog.buttons.map(\.label.string) == ["Remove", "Cancel"],
        "two buttons, Remove then Cancel (chapter 5, \"AlertState, ButtonState, TextState\")")
      #expect(
        dialog.buttons.map(\.role) == [.destructive, .cancel],
        "Remove destroys something, so its role is .destructive; Cancel's is .cancel")
      #expect(
        dialog.buttons.map(\.action) == [.confirmRemove(id: UUID(7)), nil],
        "Remove's action carries the row's id; Cancel has no action")
    }

    @Test("the dialog a delete shows, pressed: its Remove removes that row, its Cancel keeps it")
    func dialogPressed() async throws {
      let store = TestStore(initialState: ConfirmingCartDomain.State(quantities: [2, 1, 3])) {
        ConfirmingCartDomain()
      }
      // This check reads the dialog the reducer set rather than spelling it out.
      store.exhaustivity = .off
      let jacket = Product.sample[2]
      await store.send(.cartItem(.element(id: UUID(2), action: .deleteCartItem(product: jacket))))
      let dialog = try #require(
        store.state.confirmationDialog,
        "deleting the row UUID(2) should show the dialog: set state.confirmationDialog")
      #expect(
        dialog.title == TextState("Remove this item?") && dialog.message == TextState(jacket.title),
        """
        the dialog should ask "Remove this item?" about \(jacket.title); it asks \
        "\(dialog.title.string)" with the message "\(dialog.message?.string ?? "none")"
        """)
      let cancel = try #require(
        dialog.buttons.first { $0.role == .cancel },
        "the dialog should have a Cancel button with the cancel role: ButtonState(role: .cancel)")
      #expect(cancel.action == nil, "Cancel needs no action: tapping it sends .dismiss")
      await store.send(.confirmationDialog(.dismiss))
      #expect(
        store.state.cartItems.ids == [UUID(0), UUID(1), UUID(2)]
          && store.state.confirmationDialog == nil,
        "Cancel should close the dialog and keep every row")

      await store.send(.cartItem(.element(id: UUID(2), action: .deleteCartItem(product: jacket))))
      let remove = try #require(
        store.state.confirmationDialog?.buttons.first { $0.role == .destructive },
        """
        the dialog should have a Remove button with the destructive role: \
        ButtonState(role: .destructive, action: .confirmRemove(id: id))
        """)
      let removeAction = try #require(
        remove.action, "Remove needs an action, .confirmRemove(id:) with the row's id")
      await store.send(.confirmationDialog(.presented(removeAction)))
      #expect(
        store.state.cartItems.ids == [UUID(0), UUID(1)],
        """
        pressing the dialog's Remove after deleting UUID(2) should remove that row; the rows are \
        \(store.state.cartItems.ids)
        """)
      #expect(
        store.state.totalPrice == ConfirmingCartDomain.total(of: store.state.cartItems),
        "after Remove the total should be recomputed from the rows left")
    }

    @Test("delete only asks: the rows stay, the dialog is about that row", arguments: [0, 2])
    func deleteAsks(row: Int) async {
      let store = TestStore(initialState: ConfirmingCartDomain.State(quantities: [2, 1, 3])) {
        ConfirmingCartDomain()
      }
      let product = Product.sample[row]
      await store.send(.cartItem(.element(id: UUID(row), action: .deleteCartItem(product: product))))
      {
        $0.confirmationDialog = .removeItem(id: UUID(row), product: product)
      }
      #expect(
        store.state.cartItems.count == 3, "a delete should only ask: the row stays until Remove")
    }

    @Test("Remove removes the row the dialog was about, and the total follows", arguments: [0, 1, 2])
    func removeConfirmed(row: Int) async {
      let product = Product.sample[row]
      let store = TestStore(
        initialState: ConfirmingCartDomain.State(quantities: [2, 1, 3])
      ) {
        ConfirmingCartDomain()
      }
      await store.send(.cartItem(.element(id: UUID(row), action: .deleteCartItem(product: product))))
      {
        $0.confirmationDialog = .removeItem(id: UUID(row), product: product)
      }
      await store.send(.confirmationDialog(.presented(.confirmRemove(id: UUID(row))))) {
        $0.confirmationDialog = nil
        $0.cartItems.remove(id: UUID(row))
        $0.totalPrice = ConfirmingCartDomain.total(of: $0.cartItems)
      }
      #expect(
        store.state.cartItems[id: UUID(row)] == nil,
        "Remove should remove the row UUID(\(row)), the one its action carries")
    }

    @Test("Cancel sends .dismiss: only the dialog goes")
    func cancel() async {
      let product = Product.sample[1]
      let store = TestStore(initialState: ConfirmingCartDomain.State(quantities: [2, 1, 3])) {
        ConfirmingCartDomain()
      }
      await store.send(.cartItem(.element(id: UUID(1), action: .deleteCartItem(product: product)))) {
        $0.confirmationDialog = .removeItem(id: UUID(1), product: product)
      }
      await store.send(.confirmationDialog(.dismiss)) {
        $0.confirmationDialog = nil
      }
    }
  }
}

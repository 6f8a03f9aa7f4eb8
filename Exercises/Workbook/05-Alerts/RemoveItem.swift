// Exercise alerts.remove-item · Ask before removing a cart item
//
// `ConfirmingCartDomain` is the cart's rows and total. Its delete button removes a row at once.
// Make it ask first, with a confirmation dialog (an action sheet):
//   • `ConfirmationDialogState.removeItem(id:product:)` builds the dialog: title "Remove this
//     item?" (always shown: `titleVisibility: .visible`), the product's title as the message,
//     and two buttons: "Remove" (destructive role) whose action is `.confirmRemove(id:)` with
//     the row's id, and "Cancel" (cancel role) with no action at all;
//   • deleting a row (`.cartItem(.element(id:action: .deleteCartItem(product:)))`) only shows
//     that dialog: the row stays;
//   • "Remove" removes that row, the one whose id the button carries, and recomputes the total;
//     "Cancel" sends `.dismiss` and changes nothing but the dialog.
// The dialog is presented with `@Presents` and the reducer-less `ifLet`, already in the body.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testRemoveAsksFirst` (at the bottom), a TestStore test: delete a row that is not
// the first, say which dialog appears, confirm, and say what becomes of the rows and the total.
//
// Done: the grader's tests pass. And they run your test on your cart (it must pass) and on carts
// broken on purpose (it must fail): one that removes at once without asking, and one whose
// "Remove" removes the first row whatever the dialog was about.
//
// Check it: `swift run kit check alerts.remove-item`
//       or: `swift test --filter RemoveItemGrader`
// Stuck? `swift run kit hint alerts.remove-item` gives one hint at a time.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum RemoveItemExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.remove-item"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The cart's rows and total, with a confirmation before a row is removed.
public struct ConfirmingCartDomain: Reducer, Sendable {
  /// The rows, their total, and the dialog while it is shown.
  public struct State: Equatable, Sendable {
    /// The rows of the cart.
    public var cartItems: IdentifiedArrayOf<CartItemDomain.State>
    /// The sum of price × quantity of the rows.
    public var totalPrice: Double
    /// "Remove this item?", while it is shown.
    @Presents public var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?

    /// A cart of `cartItems`, its total computed, no dialog unless given.
    public init(
      cartItems: IdentifiedArrayOf<CartItemDomain.State> = [],
      confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>? = nil
    ) {
      self.cartItems = cartItems
      self.totalPrice = ConfirmingCartDomain.total(of: cartItems)
      self.confirmationDialog = confirmationDialog
    }

    /// One row per quantity, with the ids UUID(0), UUID(1), … showing the sample products in
    /// turn (`Product.sample`: three of them, then the first again).
    public init(quantities: [Int]) {
      self.init(
        cartItems: IdentifiedArray(
          uniqueElements: quantities.enumerated().map { index, quantity in
            CartItemDomain.State(
              id: UUID(index),
              cartItem: CartItem(
                product: Product.sample[index % Product.sample.count], quantity: quantity))
          }))
    }
  }

  /// The rows' actions and the dialog's.
  public enum Action: Equatable, Sendable {
    /// An action of the row with this id (its delete button).
    case cartItem(IdentifiedActionOf<CartItemDomain>)
    /// A button of the dialog, or its dismissal.
    case confirmationDialog(PresentationAction<ConfirmationDialog>)

    /// The dialog's button that does something ("Cancel" only dismisses).
    public enum ConfirmationDialog: Equatable, Sendable {
      /// "Remove": removes the row with this id.
      case confirmRemove(id: UUID)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The sum of price × quantity of `rows`, in their order.
  public static func total(of rows: IdentifiedArrayOf<CartItemDomain.State>) -> Double {
    rows.reduce(0.0) { $0 + $1.cartItem.product.price * Double($1.cartItem.quantity) }
  }

  /// Delete asks; Remove removes; the rows; the dialog, cleared after any button.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cartItem(.element(id: let id, action: .deleteCartItem)):
        // TODO: ask first: show .removeItem(id:product:) for this row, and keep the row.
        state.cartItems.remove(id: id)
        state.totalPrice = Self.total(of: state.cartItems)
        return .none

      case .confirmationDialog(.presented(.confirmRemove)):
        // TODO: remove the row whose id the button carries, and recompute the total.
        return .none

      case .confirmationDialog(.dismiss):
        return .none
      }
    }
    .forEach(\.cartItems, action: Action.cartItem) {
      CartItemDomain()
    }
    .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
  }
}

extension ConfirmationDialogState where Action == ConfirmingCartDomain.Action.ConfirmationDialog {
  /// "Remove this item?" about the row `id` showing `product`: Remove (destructive) or Cancel.
  public static func removeItem(id: UUID, product: Product) -> Self {
    // TODO: the title always shown, the product's title as the message, and the two buttons.
    ConfirmationDialogState {
      TextState("Remove this item?")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter RemoveItemTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ConfirmingCartDomain, where it
// must fail.
@MainActor
@Suite("alerts.remove-item · your tests", .exercise(RemoveItemExercise.self))
struct RemoveItemTests {
  @Test("Remove asks first")
  func removeAsksFirst() async {
    // TODO: make a TestStore whose reducer is `cart` (the reducer you are given, not
    // ConfirmingCartDomain()), from ConfirmingCartDomain.State(quantities: [2, 1, 3]). Delete the
    // row UUID(1) and set the dialog it shows; send the dialog's "Remove" for UUID(1) and set what
    // becomes of the dialog, the rows and the total.
  }
}

// Exercise alerts.remove-item · Ask before removing a cart item        (chapter 5, Alerts)
//
// Build: write the dialog `ConfirmationDialogState.removeItem(id:product:)` (its TODO gives it):
//        Delete only shows it; its Remove removes the row its action names, and the total follows.
// Test:  write the body of "Delete asks first; Remove removes that row" below.
// Done:  the grader's checks pass (they press your dialog's buttons), and your test fails on the
//        grader's broken carts: one that removes at once, one whose Remove takes the first row.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint alerts.remove-item`
// Check: `swift run kit check alerts.remove-item` (or `swift test --filter RemoveItemTests`)

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise alerts.remove-item: flip `isStarted` to true when you start it.
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
    // TODO: the dialog, titled "Remove this item?" (always shown), the product's title as the
    // message: `ConfirmationDialogState(titleVisibility: .visible) { title } actions: {
    // buttons } message: { message }`, each text a TextState. Its buttons: "Remove", with the
    // destructive role and the action .confirmRemove(id: id); "Cancel", with the cancel role and
    // no action (it sends .dismiss).
    ConfirmationDialogState {
      TextState("")
    }
  }
}

// Your tests of the confirmation, a Swift Testing suite: `swift test --filter RemoveItemTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken carts, where it
// must fail.
@MainActor
@Suite("alerts.remove-item · your tests", .exercise(RemoveItemExercise.self))
struct RemoveItemTests {
  @Test("Delete asks first; Remove removes that row")
  func removeAsksFirst() async {
    // TODO: prove, from `ConfirmingCartDomain.State(quantities: [2, 1, 3])`, that Delete on the
    // row UUID(1) (not the first) only shows its dialog, and that the dialog's Remove removes
    // that row and recomputes the total. It must fail on a cart that removes at once, and on one
    // whose Remove takes the first row.
  }
}

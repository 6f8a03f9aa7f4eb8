// Solution of alerts.remove-item · Ask before removing a cart item     (chapter 5, Alerts)
//
// Deleting no longer changes the rows: it presents state, the dialog, and the row waits. The
// dialog's button carries the row's id in its action (`.confirmRemove(id:)`), so the answer
// needs nothing remembered elsewhere: the reducer removes exactly the row the dialog was about.
// "Cancel" has no action: SwiftUI, and the kit's dialog box, send `.dismiss` for it, and `ifLet`
// clears the dialog after either button.
//
// The test deletes the middle row, so a cart that removes the first row is caught, and it sets
// the dialog after the delete, so a cart that removes at once is caught too.

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
  public static var isStarted: Bool { true }
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
      case .cartItem(.element(id: let id, action: .deleteCartItem(let product))):
        state.confirmationDialog = .removeItem(id: id, product: product)
        return .none

      case .confirmationDialog(.presented(.confirmRemove(let id))):
        state.cartItems.remove(id: id)
        state.totalPrice = Self.total(of: state.cartItems)
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
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Remove this item?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemove(id: id)) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(product.title)
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
    let store = TestStore(initialState: ConfirmingCartDomain.State(quantities: [2, 1, 3])) {
      ConfirmingCartDomain()
    }
    let shirt = Product.sample[1]

    await store.send(.cartItem(.element(id: UUID(1), action: .deleteCartItem(product: shirt)))) {
      $0.confirmationDialog = .removeItem(id: UUID(1), product: shirt)
    }
    await store.send(.confirmationDialog(.presented(.confirmRemove(id: UUID(1))))) {
      $0.confirmationDialog = nil
      $0.cartItems.remove(id: UUID(1))
      $0.totalPrice = 109.95 * 2 + 55.99 * 3
    }
  }
}

import OnlineStore
import TerminalUI

/// The key logic of the shopping screens (the product list and the cart sheet over it), on
/// `ProductListDomain.State` and the screen's selections. Each chapter lifts the list's actions
/// into its own with `embed` (its `.productList` case) and decides itself when a key applies.
public enum ShoppingKeys {
  /// The cart sheet takes keys: it is open, with no alert and no order on its way.
  public static func isCartOnTop(_ list: ProductListDomain.State) -> Bool {
    guard let cart = list.cartState else { return false }
    return cart.alert == nil && !cart.isRequestInProcess
  }

  /// `index` moved by `offset`, kept inside `0..<count` (0 when there is nothing to select).
  public static func selection(_ index: Int, movedBy offset: Int, count: Int) -> Int {
    min(max(0, index + offset), max(0, count - 1))
  }

  /// ↑ or ↓: moves the cart's selection while the sheet is open, the list's otherwise; sends
  /// nothing.
  public static func moveSelection<Action>(
    by offset: Int, in list: ProductListDomain.State, _ screen: inout ShoppingScreen
  ) -> KeyOutcome<Action> {
    if let cart = list.cartState {
      screen.cartSelection = selection(
        screen.cartSelection, movedBy: offset, count: cart.cartItems.count)
    } else {
      screen.productSelection = selection(
        screen.productSelection, movedBy: offset, count: list.productList.count)
    }
    return .handled
  }

  /// The stepper's `action` for the product at `selection`, addressed to its row by id;
  /// ignored when no row is there.
  public static func stepper<Action>(
    _ action: AddToCartDomain.Action, in list: ProductListDomain.State, selection: Int,
    embed: (ProductListDomain.Action) -> Action
  ) -> KeyOutcome<Action> {
    let rows = list.productList
    guard rows.indices.contains(selection) else { return .ignored }
    return .send(embed(.product(.element(id: rows[selection].id, action: .addToCart(action)))))
  }

  /// Deletes the cart row at `selection` (the last row if it is past the end) and keeps the
  /// selection on a row that stays; ignored when the cart is empty.
  public static func deleteSelectedRow<Action>(
    of cart: CartListDomain.State, selection: inout Int,
    embed: (ProductListDomain.Action) -> Action
  ) -> KeyOutcome<Action> {
    guard !cart.cartItems.isEmpty else { return .ignored }
    let row = cart.cartItems[min(selection, cart.cartItems.count - 1)]
    selection = max(0, min(selection, cart.cartItems.count - 2))
    let delete = CartItemDomain.Action.deleteCartItem(product: row.cartItem.product)
    return .send(embed(.cart(.presented(.cartItem(.element(id: row.id, action: delete))))))
  }

  /// Opens the cart sheet with its first row selected.
  public static func openCart<Action>(
    cartSelection: inout Int, embed: (ProductListDomain.Action) -> Action
  ) -> KeyOutcome<Action> {
    cartSelection = 0
    return .send(embed(.setCartView(isPresented: true)))
  }
}

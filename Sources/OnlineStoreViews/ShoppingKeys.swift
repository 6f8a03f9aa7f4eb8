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

  /// The list's keys of an app whose product list is at `list` and whose actions embed the
  /// list's with `embed`: ↑ ↓ (the list's selection, or the cart's) while `isListOrCart`, and
  /// + − (the selected product's stepper) and `c` (go to cart) while `isList`.
  public static func listBindings<State, Action>(
    list: KeyPath<State, ProductListDomain.State>,
    embed: @escaping (ProductListDomain.Action) -> Action,
    isList: @escaping (State, ShoppingScreen) -> Bool,
    isListOrCart: @escaping (State, ShoppingScreen) -> Bool
  ) -> [KeyBinding<State, Action, ShoppingScreen>] {
    typealias Binding = KeyBinding<State, Action, ShoppingScreen>
    return [
      Binding([.up, .character("k")], command: "up", summary: "up", when: isListOrCart) {
        state, screen in
        moveSelection(by: -1, in: state[keyPath: list], &screen)
      },
      Binding([.down, .character("j")], command: "down", summary: "down", when: isListOrCart) {
        state, screen in
        moveSelection(by: 1, in: state[keyPath: list], &screen)
      },
      Binding([.character("+")], command: "plus", summary: "add", when: isList) { state, screen in
        stepper(
          .didTapPlusButton, in: state[keyPath: list], selection: screen.productSelection,
          embed: embed)
      },
      Binding([.character("-")], command: "minus", summary: "remove", when: isList) {
        state, screen in
        stepper(
          .didTapMinusButton, in: state[keyPath: list], selection: screen.productSelection,
          embed: embed)
      },
      Binding([.character("c")], command: "cart", summary: "go to cart", when: isList) {
        _, screen in
        openCart(cartSelection: &screen.cartSelection, embed: embed)
      },
    ]
  }

  /// The cart's keys of an app whose product list is at `list`, while `isCart`: `d` deletes the
  /// selected row, `p` pays while the pay button is enabled.
  public static func cartBindings<State, Action>(
    list: KeyPath<State, ProductListDomain.State>,
    embed: @escaping (ProductListDomain.Action) -> Action,
    isCart: @escaping (State, ShoppingScreen) -> Bool
  ) -> [KeyBinding<State, Action, ShoppingScreen>] {
    typealias Binding = KeyBinding<State, Action, ShoppingScreen>
    return [
      Binding([.character("d"), .delete], command: "delete", summary: "delete", when: isCart) {
        state, screen in
        guard let cart = state[keyPath: list].cartState else { return .ignored }
        return deleteSelectedRow(of: cart, selection: &screen.cartSelection, embed: embed)
      },
      .send(
        .character("p"), command: "pay", summary: "pay",
        action: embed(.cart(.presented(.view(.didPressPayButton)))),
        when: { state, screen in
          isCart(state, screen) && state[keyPath: list].cartState?.isPayButtonDisable == false
        }),
    ]
  }
}

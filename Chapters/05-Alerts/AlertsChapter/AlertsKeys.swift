import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The keys. Which ones work depends on what is on top: a dialog (← → move the focus, Enter
/// chooses, Esc chooses the cancel role), the busy overlay (nothing), the cart sheet (↑ ↓,
/// delete, pay, close) or the product list (↑ ↓, + -, go to cart, remove all). `f` makes the
/// server fail orders, or accept them again, at any time.
enum AlertsKeys {
  typealias Binding = KeyBinding<AlertsAppDomain.State, AlertsAppDomain.Action, ShoppingScreen>

  /// The bindings, in the order the footer and help list them.
  static func all(server: OrderServer) -> [Binding] {
    [
      Binding([.left], command: "left", summary: "prev button", when: hasDialog) { state, screen in
        OpenDialog(state)?.moveFocus(by: -1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.right, .tab], command: "right", summary: "next button", when: hasDialog) {
        state, screen in
        OpenDialog(state)?.moveFocus(by: 1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.enter], command: "choose", summary: "choose", when: hasDialog) { state, screen in
        OpenDialog(state)?.chooseFocused(screen.dialogFocus) ?? .ignored
      },
      Binding([.escape], command: "cancel", summary: "cancel", when: hasCancelButton) { state, _ in
        OpenDialog(state)?.cancel() ?? .ignored
      },
      Binding([.up, .character("k")], command: "up", summary: "up", when: isListOrCart) {
        state, screen in
        ShoppingKeys.moveSelection(by: -1, in: state.productList, &screen)
      },
      Binding([.down, .character("j")], command: "down", summary: "down", when: isListOrCart) {
        state, screen in
        ShoppingKeys.moveSelection(by: 1, in: state.productList, &screen)
      },
      Binding([.character("+")], command: "plus", summary: "add", when: isList) { state, screen in
        stepper(.didTapPlusButton, state, screen)
      },
      Binding([.character("-")], command: "minus", summary: "remove", when: isList) {
        state, screen in
        stepper(.didTapMinusButton, state, screen)
      },
      Binding([.character("c")], command: "cart", summary: "go to cart", when: isList) {
        _, screen in
        ShoppingKeys.openCart(
          cartSelection: &screen.cartSelection, embed: AlertsAppDomain.Action.productList)
      },
      .send(
        .character("x"), command: "remove-all", summary: "remove all",
        action: .removeAllButtonTapped,
        when: { state, screen in
          isList(state, screen) && state.productList.productList.contains { $0.count > 0 }
        }),
      Binding([.character("d"), .delete], command: "delete", summary: "delete", when: isCart) {
        state, screen in
        guard let cart = state.productList.cartState else { return .ignored }
        return ShoppingKeys.deleteSelectedRow(
          of: cart, selection: &screen.cartSelection, embed: AlertsAppDomain.Action.productList)
      },
      .send(
        .character("p"), command: "pay", summary: "pay",
        action: .productList(.cart(.presented(.view(.didPressPayButton)))),
        when: { state, screen in
          isCart(state, screen) && state.productList.cartState?.isPayButtonDisable == false
        }),
      .send(
        .character("c"), .escape, command: "close", summary: "close",
        action: .productList(.cart(.presented(.view(.didPressCloseButton)))), when: isCart),
      Binding([.character("f")], command: "fail", summary: "server up/down") { _, _ in
        server.toggleFailure()
        return .handled
      },
    ]
  }

  /// A dialog is on top: the cart's alert or the confirmation dialog.
  static func hasDialog(_ state: AlertsAppDomain.State, _: ShoppingScreen) -> Bool {
    OpenDialog(state) != nil
  }

  private static func hasCancelButton(
    _ state: AlertsAppDomain.State, _: ShoppingScreen
  ) -> Bool {
    OpenDialog(state)?.dialog.cancelButtonIndex != nil
  }

  /// The cart sheet is on top, with no dialog and no order on its way.
  static func isCart(_ state: AlertsAppDomain.State, _: ShoppingScreen) -> Bool {
    ShoppingKeys.isCartOnTop(state.productList)
  }

  /// The product list is on top: no sheet, no dialog.
  static func isList(_ state: AlertsAppDomain.State, _: ShoppingScreen) -> Bool {
    state.productList.cartState == nil && state.confirmationDialog == nil
  }

  private static func isListOrCart(
    _ state: AlertsAppDomain.State, _ screen: ShoppingScreen
  ) -> Bool {
    isList(state, screen) || isCart(state, screen)
  }

  /// The selected product's stepper action, addressed to its row by id.
  private static func stepper(
    _ action: AddToCartDomain.Action, _ state: AlertsAppDomain.State, _ screen: ShoppingScreen
  ) -> KeyOutcome<AlertsAppDomain.Action> {
    ShoppingKeys.stepper(
      action, in: state.productList, selection: screen.productSelection,
      embed: AlertsAppDomain.Action.productList)
  }
}

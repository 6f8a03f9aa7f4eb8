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
    dialogKeys
      + ShoppingKeys.listBindings(
        list: \.productList, embed: AlertsAppDomain.Action.productList, isList: isList,
        isListOrCart: isListOrCart)
      + [removeAllKey]
      + ShoppingKeys.cartBindings(
        list: \.productList, embed: AlertsAppDomain.Action.productList, isCart: isCart)
      + [closeKey, failKey(server: server)]
  }

  /// ← → Enter Esc on the dialog on top.
  private static var dialogKeys: [Binding] {
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
    ]
  }

  /// `x` on the list while a product is in the cart: asks "Remove all items?".
  private static var removeAllKey: Binding {
    .send(
      .character("x"), command: "remove-all", summary: "remove all",
      action: .removeAllButtonTapped,
      when: { state, screen in
        isList(state, screen) && state.productList.productList.contains { $0.count > 0 }
      })
  }

  /// `c` or Esc in the cart: its Close button.
  private static var closeKey: Binding {
    .send(
      .character("c"), .escape, command: "close", summary: "close",
      action: .productList(.cart(.presented(.view(.didPressCloseButton)))), when: isCart)
  }

  /// `f`, at any time: the server fails orders, or accepts them again.
  private static func failKey(server: OrderServer) -> Binding {
    Binding([.character("f")], command: "fail", summary: "server up/down") { _, _ in
      server.toggleFailure()
      return .handled
    }
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
}

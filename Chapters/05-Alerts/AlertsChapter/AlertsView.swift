import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The app's screen: the store's shopping screens (`ShoppingView`), the chapter's confirmation
/// dialog over them, and, at the bottom, the lesson: what the state presents now and the action
/// the main key would send.
struct AlertsView {
  /// The server the app talks to, whose failure switch the view shows.
  let server: OrderServer

  /// The lines for the app's state and the screen.
  func lines(_ context: ViewContext<AlertsAppDomain.State, ShoppingScreen>) -> [Line] {
    let state = context.state
    let width = context.size.columns
    let lesson = lessonLines(state, screen: context.screen, width: width)
    let size = TerminalSize(columns: width, rows: max(1, context.size.rows - lesson.count))
    var frame = ShoppingView(
      state: state.productList, productSelection: context.screen.productSelection,
      cartSelection: context.screen.cartSelection, alertFocus: context.screen.dialogFocus,
      tick: context.tick
    ).lines(size: size)
    if let dialog = state.confirmationDialog {
      let focused = context.screen.dialogFocus.focused(
        in: dialog.id, buttonCount: dialog.buttons.count)
      frame = Dialog(confirmationDialog: dialog, focused: focused).lines(over: frame, size: size)
    }
    return frame + lesson
  }

  /// Three lines under the screens: what is presented, and what the main key sends.
  private func lessonLines(
    _ state: AlertsAppDomain.State, screen: ShoppingScreen, width: Int
  ) -> [Line] {
    let server = Line(
      server.failsOrders ? "down" : "up",
      style: server.failsOrders ? .color(.red) : .color(.green))
    let presented: Line
    if state.confirmationDialog != nil {
      presented = Line(" confirmationDialog: ConfirmationDialogState", style: .bold)
    } else if let cart = state.productList.cartState {
      presented =
        Line(" cartState: presented · alert: ", style: .bold)
        + Line(alertName(cart), style: .bold)
    } else {
      presented = Line(" cartState: nil", style: .bold)
    }
    var lines = [
      Line.spread(
        presented, Line("server ", style: .dim) + server + Line(" (f) ", style: .dim), width: width)
    ]
    if let (key, action) = mainAction(state, screen: screen) {
      lines.append(Line(" \(key) sends:", style: .dim))
      lines.append(Line("   " + action, style: .color(.cyan)).truncated(toWidth: width))
    } else {
      lines += [
        Line(" The order is on its way: no key sends anything now.", style: .dim), .empty,
      ]
    }
    return lines
  }

  /// The name of the alert on screen: the `AlertState` extension it equals.
  private func alertName(_ cart: CartListDomain.State) -> String {
    switch cart.alert {
    case nil: "nil"
    case .confirmationAlert(totalPriceString: cart.totalPriceString): ".confirmationAlert"
    case .successAlert: ".successAlert"
    case .errorAlert: ".errorAlert"
    default: "AlertState"
    }
  }

  /// The key that does the main thing now, and the action it sends, as the log will show it.
  private func mainAction(
    _ state: AlertsAppDomain.State, screen: ShoppingScreen
  ) -> (String, String)? {
    let action: AlertsAppDomain.Action?
    let key: String
    if let open = OpenDialog(state) {
      key = "Enter"
      action = open.tap(open.focused(screen.dialogFocus))
    } else if AlertsKeys.isCart(state, screen) {
      key = "p"
      action = .productList(.cart(.presented(.view(.didPressPayButton))))
    } else if AlertsKeys.isList(state, screen) {
      key = "c"
      action = .productList(.setCartView(isPresented: true))
    } else {
      return nil
    }
    return action.map { (key, shortDump($0)) }
  }

  /// The action as the log prints it, without the `AlertsAppDomain.Action` in front.
  private func shortDump(_ action: AlertsAppDomain.Action) -> String {
    let dump = customDump(action)
    let prefix = "AlertsAppDomain.Action"
    return dump.hasPrefix(prefix) ? String(dump.dropFirst(prefix.count)) : dump
  }
}

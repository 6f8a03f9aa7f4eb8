import TerminalUI

/// The `--demo` walk-through: a purchase that goes through, a Cancel, one that fails, and the
/// chapter's confirmation dialog. Captions stay within 46 characters, so a step's line fits an
/// 80-column window.
enum AlertsDemo {
  static let steps = [
    DemoStep("+ puts a backpack in the cart-to-be.", command: "plus"),
    DemoStep("↓ selects a product: screen state, no action.", command: "down"),
    DemoStep("+ adds a T-shirt.", command: "plus"),
    DemoStep("c presents the cart: setCartView(true).", command: "cart"),
    DemoStep("p: alert = .confirmationAlert, a dialog box.", command: "pay"),
    DemoStep("→ moves the focus: screen state, no action.", command: "right"),
    DemoStep("Esc taps Cancel; ifLet clears the alert.", command: "cancel"),
    DemoStep("p again: the same alert, Pay focused.", command: "pay"),
    DemoStep("Enter taps Pay: the order is on its way.", command: "choose"),
    DemoStep("The answer: .success, so .successAlert."),
    DemoStep("Done: delegate(.orderFinished), cart closed.", command: "choose"),
    DemoStep("+ : a backpack again, for a second order.", command: "plus"),
    DemoStep("f: from now on the server fails orders.", command: "fail"),
    DemoStep("c opens a new cart.", command: "cart"),
    DemoStep("p: the confirmation again.", command: "pay"),
    DemoStep("Enter: sent, and this time it fails.", command: "choose"),
    DemoStep("The failure set alert = .errorAlert."),
    DemoStep("Done sends nothing: the cart stays open.", command: "choose"),
    DemoStep("c closes it from inside: .cart(.dismiss).", command: "close"),
    DemoStep("x: a ConfirmationDialogState asks first.", command: "remove-all"),
    DemoStep("Enter: .confirmRemoveAll, counts back to 0.", command: "choose"),
    DemoStep("The log: every alert action and its diff.", command: "log"),
  ]
}

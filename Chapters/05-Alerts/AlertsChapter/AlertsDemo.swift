import TerminalUI

/// The `--demo` walk-through: a purchase that goes through, a Cancel, one that fails, and the
/// chapter's confirmation dialog. Captions stay within 46 characters, so a step's line fits an
/// 80-column window.
enum AlertsDemo {
  static let steps = [
    DemoStep("Add to Cart: a backpack in the cart-to-be.", command: "tap Add to Cart"),
    DemoStep("↓ moves the focus: no action is sent.", command: "down"),
    DemoStep("Add to Cart on this row: a T-shirt.", command: "tap Add to Cart"),
    DemoStep("Go to Cart: setCartView(isPresented: true).", command: "tap Go to Cart"),
    DemoStep("Pay: alert = .confirmationAlert, a dialog.", command: "tap Pay $132.25"),
    DemoStep("→ moves the focus: no action is sent.", command: "right"),
    DemoStep("Esc taps Cancel; ifLet clears the alert.", command: "esc"),
    DemoStep("Pay again: the same alert.", command: "tap Pay $132.25"),
    DemoStep("Pay in the alert: the order is on its way.", command: "enter"),
    DemoStep("The answer: .success, so .successAlert."),
    DemoStep("Done: delegate(.orderFinished), cart closed.", command: "tap Done"),
    DemoStep("Add to Cart: a backpack, for a second order.", command: "tap Add to Cart"),
    DemoStep("The toggle: now the server fails orders.", command: "tap Server fails orders"),
    DemoStep("Go to Cart opens a new cart.", command: "tap Go to Cart"),
    DemoStep("Pay: the confirmation again.", command: "tap Pay $109.95"),
    DemoStep("Pay in the alert: sent, and this time…", command: "enter"),
    DemoStep("…it fails: alert = .errorAlert."),
    DemoStep("Done sends nothing: the cart stays open.", command: "tap Done"),
    DemoStep("Close, from inside: dismiss() → .dismiss.", command: "tap Close"),
    DemoStep("Remove all: a ConfirmationDialogState.", command: "tap Remove all"),
    DemoStep("Enter: .confirmRemoveAll, counts back to 0.", command: "enter"),
    DemoStep("The log: every alert action and its diff.", command: "log"),
  ]
}

import TerminalUI

/// The `--demo` walk-through: a purchase that goes through, one that fails, a Cancel, and the
/// chapter's confirmation dialog. Each caption fits an 80-column window.
enum AlertsDemo {
  static let steps = [
    DemoStep("Two backpacks and a jacket in the cart-to-be.", command: "plus"),
    DemoStep("+ again: the stepper of chapter 2.", command: "plus"),
    DemoStep("↓ ↓ selects the jacket…", command: "down"),
    DemoStep("…", command: "down"),
    DemoStep("+ adds one jacket.", command: "plus"),
    DemoStep("c: setCartView(isPresented: true) presents the cart sheet.", command: "cart"),
    DemoStep("p sets cartState.alert = .confirmationAlert: a dialog box.", command: "pay"),
    DemoStep("→ moves the focus to Cancel: screen state, no action.", command: "right"),
    DemoStep("Esc taps the cancel role: .didCancelConfirmation, alert cleared.", command: "cancel"),
    DemoStep("p again; Enter taps Pay: the order is sent.", command: "pay"),
    DemoStep("The alert is gone, the status is .loading: busy.", command: "choose"),
    DemoStep("The order went through: .successAlert."),
    DemoStep("Done sends delegate(.orderFinished): counts 0, cart closed.", command: "choose"),
    DemoStep("+ and c again, and f makes the server fail orders.", command: "plus"),
    DemoStep("…", command: "cart"),
    DemoStep("…", command: "fail"),
    DemoStep("Pay, then Enter: this time the answer is a failure.", command: "pay"),
    DemoStep("…", command: "choose"),
    DemoStep("The failure set .errorAlert."),
    DemoStep("Done: the cart stays open, to pay again later.", command: "choose"),
    DemoStep("c closes the sheet; x asks \"Remove all items?\"", command: "close"),
    DemoStep("A ConfirmationDialogState: Remove all is destructive.", command: "remove-all"),
    DemoStep("Enter: .confirmRemoveAll sets every count to 0.", command: "choose"),
    DemoStep("The action log: every alert action, with its diff.", command: "log"),
  ]
}

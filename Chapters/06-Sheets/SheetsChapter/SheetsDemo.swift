import TerminalUI

/// The `--demo` walk-through: the cart sheet closed from inside and from the parent, then the
/// profile as optional state and its two destinations. (Closing a sheet while its request is on
/// its way needs a quick hand: the tests and the Try this section show it.)
/// Captions stay within 46 characters, so a step's line fits an 80-column window.
enum SheetsDemo {
  static let steps = [
    DemoStep("+ puts a backpack in the cart-to-be.", command: "plus"),
    DemoStep("c: setCartView(true) builds cartState.", command: "cart"),
    DemoStep("c inside: the cart calls dismiss().", command: "close"),
    DemoStep("The parent got .cart(.dismiss): sheet gone."),
    DemoStep("c opens the cart again.", command: "cart"),
    DemoStep("Esc: the parent's setCartView(false).", command: "dismiss"),
    DemoStep("p: profile = ProfileDomain.State().", command: "profile"),
    DemoStep("The profile arrived: fetchUserProfile."),
    DemoStep("e: destination = .editProfile, a sheet.", command: "edit"),
    DemoStep("Esc: the form calls dismiss().", command: "cancel-edit"),
    DemoStep("R: destination = .alert, one at a time.", command: "restore"),
    DemoStep("Enter: .confirmRestore reloads it.", command: "choose"),
    DemoStep("b: profile = nil, ifLet stops its effects.", command: "close-profile"),
    DemoStep("The log: every action and its diff.", command: "log"),
  ]
}

import TerminalUI

/// The `--demo` walk-through: the cart sheet closed from inside and by the parent, then the
/// profile as optional state and its two destinations. (Closing a sheet while its request is on
/// its way needs a quick hand: the tests and the Try this section show it.)
/// Captions stay within 46 characters, so a step's line fits an 80-column window.
enum SheetsDemo {
  static let steps = [
    DemoStep("Add to Cart: a backpack in the cart-to-be.", command: "tap Add to Cart"),
    DemoStep("Go to Cart: setCartView(true), cartState.", command: "tap Go to Cart"),
    DemoStep("Close, inside: the cart calls dismiss().", command: "tap Close"),
    DemoStep("The parent got .cart(.dismiss): sheet gone."),
    DemoStep("Go to Cart opens it again.", command: "tap Go to Cart"),
    DemoStep("Esc: the binding writes nil, .cart(.dismiss).", command: "esc"),
    DemoStep("Profile: profile = ProfileDomain.State().", command: "tap Profile"),
    DemoStep("The profile arrived: fetchUserProfile."),
    DemoStep("Edit: destination = .editProfile, a sheet.", command: "tap Edit"),
    DemoStep("Typing goes to the focused field.", command: "type !"),
    DemoStep("Cancel: the form calls dismiss().", command: "tap Cancel"),
    DemoStep("Restore: destination = .alert, one at a time.", command: "tap Restore"),
    DemoStep("Enter: .confirmRestore reloads it.", command: "enter"),
    DemoStep("Back: profile = nil, ifLet stops its effects.", command: "tap Back"),
    DemoStep("The log: every action and its diff.", command: "log"),
  ]
}

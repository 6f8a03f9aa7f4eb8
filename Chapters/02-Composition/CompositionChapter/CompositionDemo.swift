import TerminalUI

extension CompositionChapter {
  /// The walk-through `composition --demo` plays: the nesting, `forEach` by id, the parent
  /// reading its children, the clamp. Captions stay within 46 characters, so a step's line fits
  /// an 80-column window.
  public static let demo: [DemoStep] = [
    DemoStep("20 ProductDomain rows in an IdentifiedArray."),
    DemoStep("+ goes to the row's stepper, wrapped twice.", command: "plus"),
    DemoStep("The log: list › row by id › stepper › count.", command: "log"),
    DemoStep("↓ moves the selection: no action is sent.", command: "down"),
    DemoStep("Another id: forEach runs only that row.", command: "plus"),
    DemoStep("Parent view, children's state: see the total.", command: "plus"),
    DemoStep("- : AddToCartDomain takes one away.", command: "minus"),
    DemoStep("- again: the row is back to Add to Cart.", command: "minus"),
    DemoStep("- at 0: AddToCart makes -1, the row clamps it.", command: "minus"),
    DemoStep("r reads the chapter; q quits."),
  ]
}

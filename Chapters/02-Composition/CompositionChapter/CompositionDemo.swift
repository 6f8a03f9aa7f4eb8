import TerminalUI

extension CompositionChapter {
  /// The walk-through `composition --demo` plays: the nesting, `forEach` by id, the parent
  /// reading its children. Captions stay within 46 characters, so a step's line fits an
  /// 80-column window.
  public static let demo: [DemoStep] = [
    DemoStep("20 ProductDomain rows in an IdentifiedArray."),
    DemoStep("Add to Cart: the row's stepper, wrapped twice.", command: "tap Add to Cart"),
    DemoStep("The log: list › row by id › stepper › count.", command: "log"),
    DemoStep("Tab moves the focus: no action is sent.", command: "tab"),
    DemoStep("Another id: forEach runs only that row.", command: "tap Add to Cart"),
    DemoStep("Parent view, children's state: see the total.", command: "tap +"),
    DemoStep("- : AddToCartDomain takes one away.", command: "tap -"),
    DemoStep("- again: the row is back to Add to Cart.", command: "tap -"),
    DemoStep("r reads the chapter; q leaves the app."),
  ]
}

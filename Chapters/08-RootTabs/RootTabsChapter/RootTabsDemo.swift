import TerminalUI

/// The `--demo` walk-through: a product's detail pushed, its stepper in step with the list, a
/// related product two deep, the tabs keeping their state, back twice, and the log. Captions
/// stay within 46 characters, so a step's line fits an 80-column window.
enum RootTabsDemo {
  static let steps = [
    DemoStep("The root's .task loads the products."),
    DemoStep("Details: openDetailTapped; the root pushes #0.", command: "tap Details"),
    DemoStep("+ : plusTapped, then delegate(.countChanged).", command: "+"),
    DemoStep("The root set the row's count: list in step."),
    DemoStep("A related product: delegate(.open) pushes #1.", command: "tap Mens Cotton Jacket"),
    DemoStep("Two deep: #0 and #1, both in the breadcrumb."),
    DemoStep("Profile: tabSelected(.profile); .onAppear loads.", command: "tap Profile"),
    DemoStep("Products: #1 still on top.", command: "tap Products"),
    DemoStep("Esc: the back button, popFrom(id: #1).", command: "esc"),
    DemoStep("Esc again: popFrom(id: #0); the list.", command: "esc"),
    DemoStep("Go to Cart: the total from the detail's +.", command: "tap Go to Cart"),
    DemoStep("Close: a sheet, as in chapter 6.", command: "tap Close"),
    DemoStep("The log: every push, delegate and pop.", command: "log"),
  ]
}

import TerminalUI

/// The `--demo` walk-through: a product's detail pushed, its stepper in step with the list, a
/// related product two deep, back twice, the tabs keeping their state, and the log. Captions
/// stay within 46 characters, so a step's line fits an 80-column window.
enum RootTabsDemo {
  static let steps = [
    DemoStep("The products and the profile load at start."),
    DemoStep("Enter: openDetailTapped; the root pushes #0.", command: "open"),
    DemoStep("↓ selects a related product: screen state.", command: "down"),
    DemoStep("+ : plusTapped, then delegate(.countChanged).", command: "plus"),
    DemoStep("The root set the row's count: list in step."),
    DemoStep("Enter: relatedTapped, then delegate(.open).", command: "related"),
    DemoStep("Two deep: #0 and #1, both in the breadcrumb."),
    DemoStep("2: tabSelected(.profile); the stack stays.", command: "profile"),
    DemoStep("1: back on Products, #1 still on top.", command: "products"),
    DemoStep("Esc: backTapped; dismiss sends popFrom(#1).", command: "pop"),
    DemoStep("Esc again: popFrom(#0); the list is back.", command: "pop"),
    DemoStep("c: the cart, its total from the detail's +.", command: "cart"),
    DemoStep("c closes it: a sheet, as in chapter 6.", command: "close"),
    DemoStep("The log: every push, delegate and pop.", command: "log"),
  ]
}

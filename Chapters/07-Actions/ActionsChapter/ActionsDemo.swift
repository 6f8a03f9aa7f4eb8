import TerminalUI

/// The `--demo` walk-through: the form opened, a field that takes typing, Tab, a refused save
/// that moves the focus to the bad field, an edit that clears the message, a save the parent
/// hears. Captions stay within 46 characters, so a step's line fits an 80-column window.
enum ActionsDemo {
  static let steps = [
    DemoStep("Edit: the form; its focus is .username.", command: "tap Edit"),
    DemoStep("Typing: .binding(.set(\\.username, …)).", command: "type ny"),
    DemoStep("Tab: .binding(.set(\\.focus, .email)).", command: "tab"),
    DemoStep("A second @ makes the email invalid.", command: "type @x"),
    DemoStep("Shift-Tab: the focus back on the username.", command: "shift-tab"),
    DemoStep("Save: refused; focus moves to the email.", command: "tap Save"),
    DemoStep("An edit: onChange clears the message.", command: "backspace"),
    DemoStep("One more: a valid email again.", command: "backspace"),
    DemoStep("Save: delegate(.saved), the parent counts.", command: "tap Save"),
    DemoStep("The log: bindings, view, delegate.", command: "log"),
  ]
}

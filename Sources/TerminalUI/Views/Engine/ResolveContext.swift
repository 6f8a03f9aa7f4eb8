/// What a view inherits while it is resolved: its identity, and the modifiers that reach down
/// to the controls inside (`.disabled`, `.keyboardShortcut`, `.focused`).
struct ResolveContext {
  /// Where the view stands.
  var identity = ViewIdentity()
  /// Whether a `.disabled(true)` above turns the controls inside off.
  var isDisabled = false
  /// The key a `.keyboardShortcut` above binds to the control inside.
  var shortcut: Key?
  /// What a `.help` above says the control inside does: the footer's words for its shortcut.
  var help: String?
  /// The `.focused` bindings above: the control inside writes them when it gets the focus.
  var focusBindings: [FocusBinding] = []
  /// How a `NavigationLink` inside pushes its state; false when the stack takes another type.
  var push: (@MainActor (Any) -> Bool)?
  /// What `@Environment(\.dismiss)` does inside (what Esc does there); nil outside any
  /// presentation.
  var dismiss: (@MainActor () -> Void)?

  /// The context of a child view at `step`.
  func child(_ step: some Hashable) -> ResolveContext {
    var copy = self
    copy.identity = identity.child(step)
    return copy
  }

  /// The context of a control: what reaches down stops at it.
  var forLabel: ResolveContext {
    var copy = child("label")
    copy.shortcut = nil
    copy.help = nil
    copy.focusBindings = []
    return copy
  }
}

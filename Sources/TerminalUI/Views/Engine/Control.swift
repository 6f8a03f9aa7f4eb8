/// A view the focus can reach: a button, a text field, a tab, a navigation link, or a primitive
/// that draws itself (a toggle).
/// Scripts and `ViewHost` name it by its title.
struct Control {
  /// What pressing or typing does.
  enum Kind {
    /// A button: Enter or space presses it.
    case button(@MainActor () -> Void)
    /// A text field: typing edits the text.
    case textField(Binding<String>)
    /// A primitive that draws itself and says what a press does (a toggle).
    case primitive(any ControlPrimitive)
  }

  /// Where the control stands.
  var identity: ViewIdentity
  /// The text that names it: a button's label, a field's prompt, a tab's item.
  var title: String
  /// What it does.
  var kind: Kind
  /// A key that presses it from anywhere on its layer (`.keyboardShortcut`).
  var shortcut: Key?
  /// Whether `.disabled(true)` turned it off: drawn dim, skipped by the focus, refused on tap.
  var isDisabled: Bool
  /// A button's role (`.destructive` is drawn in red).
  var role: ButtonRole?
  /// The `.focused` bindings it writes when it gets the focus.
  var focusBindings: [FocusBinding]
  /// Whether it is a tab of a `TabView`'s bar.
  var isTab = false
  /// Whether it is the tab chosen now.
  var isSelected = false
  /// Keys it takes while it has the focus besides Enter and space: a slider's arrows, a
  /// deletable row's Delete, a refreshable list's refresh key.
  var keys: [ControlKeys] = []
  /// Whether a text field shows its text as dots (`SecureField`).
  var isSecure = false
  /// Whether it is drawn as its label alone, reversed while it has the focus, rather than as a
  /// button: a `DisclosureGroup`'s title, a row of a `ForEach` with `.onDelete` and no control.
  var isPlain = false
  /// Whether Enter and space press it: false for a row of a `ForEach` with `.onDelete` and no
  /// control, which takes the focus only to be deleted (the footer offers no Enter there).
  var isPressable = true

  /// Whether the control takes typing.
  var takesText: Bool {
    if case .textField = kind { true } else { false }
  }
}

/// A button's role, as SwiftUI names them.
public enum ButtonRole: Equatable, Sendable {
  /// Cancels. On a view's own button it changes nothing; in an alert or a dialog, Esc presses
  /// the button whose `ButtonState` has the cancel role.
  case cancel
  /// Destroys something: drawn in red.
  case destructive
}

/// A view the focus can reach: a button, a text field, a toggle, a tab. Its `primitive` draws
/// it and says what a press does; scripts and `ViewHost` name it by its title.
struct Control {
  /// Where the control stands.
  var identity: ViewIdentity
  /// The text that names it: a button's label, a field's prompt, a tab's item.
  var title: String
  /// How it is drawn and what pressing it does.
  var primitive: any ControlPrimitive
  /// A key that presses it from anywhere on its layer (`.keyboardShortcut`).
  var shortcut: Key? = nil
  /// What `.help` says it does: the footer lists its shortcut under these words, with every key
  /// whose control says the same (`PgDn PgUp ↓ ↑ scroll`), instead of `↓ press ↓`.
  var help: String? = nil
  /// Whether `.disabled(true)` turned it off: drawn dim, skipped by the focus, refused on tap.
  var isDisabled = false
  /// The `.focused` bindings it writes when it gets the focus.
  var focusBindings: [FocusBinding] = []
  /// Whether it is a tab of a `TabView`'s bar: a shortcut to it takes the focus.
  var isTab = false
  /// Keys it takes besides Enter and space while it has the focus (a slider's arrows).
  var keys: [ControlKeys] = []
}

/// A button's role, as SwiftUI names them.
public enum ButtonRole: Equatable, Sendable {
  /// Cancels. On a view's own button it changes nothing; in an alert or a dialog, Esc presses
  /// the button whose `ButtonState` has the cancel role.
  case cancel
  /// Destroys something: drawn in red.
  case destructive
}

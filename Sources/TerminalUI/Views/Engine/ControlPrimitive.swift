/// A control that draws itself and says what a press does, so that a new primitive control is
/// one file: its view makes a `Control` of kind `.primitive(…)` and the runtime draws, presses
/// and hints it through this, with the same focus, shortcut and title lookup as every control.
@MainActor
protocol ControlPrimitive {
  /// The control's lines, at most `width` columns wide: `style` is its colour (dim when
  /// disabled), reversed by the caller's `focusStyle` when it has the focus.
  func lines(of control: Control, isFocused: Bool, style: Style, width: Int) -> [Line]
  /// What Enter, space, a shortcut or `tap` does.
  func press()
  /// The footer's hint for Enter while the control has the focus; nil for none.
  func enterHint(title: String) -> KeyHint?
}

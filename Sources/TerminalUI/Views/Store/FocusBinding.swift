/// A `.focused` modifier's binding, seen from the runtime: whether the state names this control
/// as focused, and how to write that it is (or that nothing is).
struct FocusBinding {
  /// What the binding is bound to, so two modifiers on one `$store.focus` are written once.
  var source: AnyHashable?
  /// Whether the state names this control.
  var isFocused: @MainActor () -> Bool
  /// Writes that this control has the focus.
  var focus: @MainActor () -> Void
  /// Writes that no control has it (nil, or false).
  var clear: @MainActor () -> Void
  /// Whether the state names any control of this binding.
  var isSet: @MainActor () -> Bool
}

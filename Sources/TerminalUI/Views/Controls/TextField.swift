/// A field that takes typing while it has the focus, bound to a string: `TextField("Email",
/// text: $store.email)`. Backspace takes the last character back; Tab moves on; Esc leaves it.
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  /// Hears `true` when the field gets the focus and `false` when it loses it.
  var onEditingChanged: ((Bool) -> Void)?
  /// Runs on Enter in the field.
  var onCommit: (() -> Void)?

  /// A field titled `title` (its prompt) editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  /// A field titled `title` editing `text`, SwiftUI's older spelling: `onEditingChanged` hears
  /// `true` when the field gets the focus and `false` when it loses it (Tab, an arrow or Esc);
  /// `onCommit` runs on Enter, which then stays in the field.
  public init(
    _ title: some StringProtocol, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    var control = Control(
      identity: context.identity, title: title, kind: .textField(text), shortcut: nil,
      isDisabled: context.isDisabled, role: nil, focusBindings: context.focusBindings)
    if let onEditingChanged {
      control.focusBindings.append(editingBinding(at: context.identity, onEditingChanged))
    }
    if let onCommit {
      control.keys = [ControlKeys(takes: { $0 == .enter }, perform: { _ in onCommit() }, hints: [])]
    }
    return [.control(control, label: [])]
  }

  /// A focus binding that tells `onEditingChanged` when the field at `identity` gets the focus
  /// and when it loses it: the runtime writes a control's bindings as the focus moves.
  private func editingBinding(at identity: ViewIdentity, _ onEditingChanged: @escaping (Bool) -> Void)
    -> FocusBinding
  {
    let isEditing = ViewLocalState.current?.box(
      ViewLocalState.Key(identity: identity, owner: ObjectIdentifier(TextField.self), name: "editing"),
      initial: false)
    return FocusBinding(
      source: [AnyHashable(identity), "editing"] as [AnyHashable],
      isFocused: { false },
      focus: {
        guard isEditing?.value != true else { return }
        isEditing?.value = true
        onEditingChanged(true)
      },
      clear: {
        isEditing?.value = false
        onEditingChanged(false)
      },
      isSet: { isEditing?.value == true })
  }
}

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
  /// Whether the text is drawn as dots (`SecureField`).
  var isSecure = false

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
      identity: context.identity, title: title, primitive: Field(edited: text, isSecure: isSecure),
      isDisabled: context.isDisabled, focusBindings: context.focusBindings)
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

  /// The field as the runtime draws it and edits its text: `Title: value`, the value underlined.
  private struct Field: ControlPrimitive {
    let edited: Binding<String>
    let isSecure: Bool

    var text: Binding<String>? { edited }

    func press() {}

    func enterHint(title: String) -> KeyHint? { nil }

    func lines(of control: Control, label: [ViewNode], layout: ViewLayout, width: Int, height: Int) -> [Line] {
      let isFocused = control.identity == layout.focus
      let title = Line(control.title + ": ", style: isFocused ? .bold : .dim)
      let room = max(2, width - title.width - 1)
      // A secure field shows a dot for each character; the cursor stands where the editing is.
      let shown = isSecure ? String(repeating: "•", count: edited.wrappedValue.count) : edited.wrappedValue
      let value = isFocused ? Self.value(shown, cursor: layout.cursor, room: room) : shown.keepingEnd(toWidth: room)
      let field = Line(value, style: .underline)
        .padded(toWidth: min(max(16, value.displayWidth + 1), room + 1), style: .underline)
      return [(title + field).truncated(toWidth: width)]
    }

    /// A focused field's value with its cursor, in at most `room` + 1 columns: `█` after the
    /// last character, `▏` before the one it stands at; a value too long for the row shows the
    /// part around the cursor, with `…` where it is cut.
    private static func value(_ value: String, cursor: Int?, room: Int) -> String {
      let offset = min(cursor ?? value.count, value.count)
      let before = String(value.prefix(offset))
      let after = String(value.dropFirst(offset))
      guard !after.isEmpty else { return before.keepingEnd(toWidth: room) + "█" }
      let shownBefore = before.displayWidth < room / 2 ? before : before.keepingEnd(toWidth: room / 2)
      return (shownBefore + "▏" + after).truncated(toWidth: room + 1)
    }
  }
}

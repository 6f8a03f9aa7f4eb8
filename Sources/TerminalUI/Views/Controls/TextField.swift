/// A field that takes typing while it has the focus, bound to a string: `TextField("Email",
/// text: $store.email)`. Backspace takes the last character back; Tab moves on; Esc leaves it.
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// A field titled `title` (its prompt) editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let control = Control(
      identity: context.identity, title: title, kind: .textField(text), shortcut: nil,
      isDisabled: context.isDisabled, role: nil, focusBindings: context.focusBindings)
    return [.control(control, label: [])]
  }
}

/// A control that runs an action when pressed: Enter or space while it has the focus, its
/// `.keyboardShortcut`, `tap Title` in a script, `host.tap("Title")` in a test.
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button showing `label` that runs `action`.
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let label = resolve(self.label, in: context.forLabel)
    let control = Control(
      identity: context.identity, title: ViewNode.title(of: label), kind: .button(action),
      shortcut: context.shortcut, isDisabled: context.isDisabled, role: role,
      focusBindings: context.focusBindings)
    return [.control(control, label: label)]
  }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action`: `Button("Pay") { store.send(.pay) }`.
  public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

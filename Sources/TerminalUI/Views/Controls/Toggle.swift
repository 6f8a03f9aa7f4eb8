/// A control that switches a value on and off: Enter or space flips it.
public struct Toggle: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let isOn: Binding<Bool>

  /// A toggle titled `title` bound to `isOn`.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let control = Control(
      identity: context.identity, title: title, kind: .toggle(isOn), shortcut: context.shortcut,
      isDisabled: context.isDisabled, role: nil, focusBindings: context.focusBindings)
    return [.control(control, label: [])]
  }
}

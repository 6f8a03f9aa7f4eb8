/// A control that switches a value on and off: Enter or space flips it. Drawn `[x] Title` or
/// `[ ] Title`, with `▶` while it has the focus; the whole primitive is this file.
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
      identity: context.identity, title: title, primitive: Switch(isOn: isOn),
      shortcut: context.shortcut, help: context.help, isDisabled: context.isDisabled,
      focusBindings: context.focusBindings)
    return [.control(control, label: [])]
  }

  /// The toggle as the runtime draws and presses it.
  private struct Switch: ControlPrimitive {
    let isOn: Binding<Bool>

    func lines(of control: Control, label: [ViewNode], layout: ViewLayout, width: Int, height: Int) -> [Line] {
      let isFocused = control.identity == layout.focus
      let style = control.style()
      let box = (isFocused ? "▶ " : "  ") + (isOn.wrappedValue ? "[x] " : "[ ] ")
      return [Line(box + control.title, style: style.adding(isFocused ? .reverse : .plain)).truncated(toWidth: width)]
    }

    func press() { isOn.wrappedValue.toggle() }

    func enterHint(title: String) -> KeyHint? { KeyHint("Enter", "flip \(title)") }
  }
}

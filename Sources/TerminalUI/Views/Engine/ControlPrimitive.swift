/// How a control is drawn and what pressing it does: each primitive control (a button, a text
/// field, a toggle, a tab) is one of these in its view's own file, so a new primitive is one file.
@MainActor
protocol ControlPrimitive {
  /// The control with its `label`, in at most `width` × `height` (`layout` knows the focus).
  func lines(of control: Control, label: [ViewNode], layout: ViewLayout, width: Int, height: Int) -> [Line]
  /// The width it takes when nothing limits it: by default, the width it draws.
  func idealWidth(of control: Control, label: [ViewNode], layout: ViewLayout) -> Int
  /// What Enter, space, a shortcut or `tap` does.
  func press()
  /// The footer's hint for Enter while the control has the focus; nil for none.
  func enterHint(title: String) -> KeyHint?
  /// Whether Enter and space press it: false for a row that takes the focus only to be deleted.
  var isPressable: Bool { get }
  /// The text it edits as a line while it has the focus (a field); nil when it takes no typing.
  var text: Binding<String>? { get }
}

extension ControlPrimitive {
  var isPressable: Bool { true }
  var text: Binding<String>? { nil }

  func idealWidth(of control: Control, label: [ViewNode], layout: ViewLayout) -> Int {
    Line.widest(lines(of: control, label: label, layout: layout, width: 200, height: 10))
  }
}

extension Control {
  /// Whether the control takes typing.
  @MainActor
  var takesText: Bool { primitive.text != nil }

  /// The control's colour, bold, or dim while it is disabled.
  func style(_ color: Color = .cyan) -> Style {
    isDisabled ? .dim : Style(bold: true, foreground: color)
  }
}

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
      identity: context.identity, title: ViewNode.title(of: label),
      primitive: ButtonPrimitive(action: action, role: role), shortcut: context.shortcut, help: context.help,
      isDisabled: context.isDisabled, focusBindings: context.focusBindings)
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

/// A button as the runtime draws and presses it: a label of one text between brackets (`▶ ◀`
/// while it has the focus), a larger label in a rounded border (heavy while it has the focus), a
/// plain label reversed while it has the focus (a disclosure group's title, a slider).
struct ButtonPrimitive: ControlPrimitive {
  /// What a press does; nil for a row that takes the focus only to be deleted.
  var action: (@MainActor () -> Void)?
  /// `.destructive` is drawn in red.
  var role: ButtonRole? = nil
  /// Whether it is drawn as its label alone, without brackets or border.
  var isPlain = false

  var isPressable: Bool { action != nil }

  func press() { action?() }

  func enterHint(title: String) -> KeyHint? { KeyHint("Enter", "press \(title)") }

  func lines(of control: Control, label: [ViewNode], layout: ViewLayout, width: Int, height: Int) -> [Line] {
    let isFocused = control.identity == layout.focus
    let focusStyle = isFocused ? Style.reverse : .plain
    let style = control.style(role == .destructive ? .red : .cyan)
    if isPlain {
      return layout.lines(label, width: width, height: height).map { $0.styled(focusStyle) }
    }
    if label.count == 1, label[0].isText {
      let (open, close) = brackets(isFocused: isFocused)
      return layout.render(label[0], max(1, width - 4), height).map {
        (Line(open) + $0 + Line(close)).underlaid(style).styled(focusStyle)
      }
    }
    let inner = layout.lines(label, width: max(1, width - 2), height: max(1, height - 2))
    return bordered(inner, style: style, isFocused: isFocused)
  }

  /// A label of one text is as wide as the text and its brackets, measured without drawing them
  /// (most buttons: the layout measures every one at every frame).
  func idealWidth(of control: Control, label: [ViewNode], layout: ViewLayout) -> Int {
    guard !isPlain, label.count == 1, label[0].isText else {
      return Line.widest(lines(of: control, label: label, layout: layout, width: 200, height: 10))
    }
    let (open, close) = brackets(isFocused: control.identity == layout.focus)
    return Line.widest(layout.render(label[0], 196, 10)) + open.displayWidth + close.displayWidth
  }

  /// What a label of one text is drawn between.
  private func brackets(isFocused: Bool) -> (open: String, close: String) {
    isFocused ? ("▶ ", " ◀") : ("[ ", " ]")
  }

  /// `label` inside a rounded border, heavy while the button has the focus (so the focus shows
  /// without colour too), drawn in `style`.
  private func bordered(_ label: [Line], style: Style, isFocused: Bool) -> [Line] {
    let width = Line.widest(label)
    let (top, bottom, side) = isFocused ? (("┏", "┓"), ("┗", "┛"), "┃") : (("╭", "╮"), ("╰", "╯"), "│")
    let rule = String(repeating: isFocused ? "━" : "─", count: width)
    let border = Style(bold: true, foreground: style.foreground)
    return [Line(top.0 + rule + top.1, style: border)]
      + label.map { Line(side, style: border) + $0.padded(toWidth: width).underlaid(style) + Line(side, style: border) }
      + [Line(bottom.0 + rule + bottom.1, style: border)]
  }
}

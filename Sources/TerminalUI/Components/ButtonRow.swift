/// A row of buttons, one of which has the focus: `[ Cancel ]  [›Confirm‹]`.
public struct ButtonRow {
  /// The buttons, left to right.
  public var buttons: [DialogButton]
  /// The index of the focused button, if any.
  public var focused: Int?

  /// A row of buttons with an optional focus.
  public init(buttons: [DialogButton], focused: Int?) {
    self.buttons = buttons
    self.focused = focused
  }

  /// The row as one line: the focused button between `›` and `‹` and in reverse video,
  /// destructive buttons in red; cut with `…` if wider than `width`.
  public func line(width: Int) -> Line {
    var line = Line.empty
    for (index, button) in buttons.enumerated() {
      if index > 0 { line.append("  ") }
      let isFocused = index == focused
      var style: Style = button.role == .destructive ? .color(.red) : .plain
      if isFocused { style = style.adding(Style(bold: true, reverse: true)) }
      let title = isFocused ? "[›\(button.title)‹]" : "[ \(button.title) ]"
      line.append(title, style: style)
    }
    return line.truncated(toWidth: width)
  }
}

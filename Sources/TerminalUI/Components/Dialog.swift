/// A modal dialog box for alerts: a title, a message and a row of buttons, one focused.
public struct Dialog {
  /// The title in the top border.
  public var title: String
  /// The message, wrapped to the box.
  public var message: String
  /// The buttons.
  public var buttons: [DialogButton]
  /// The index of the focused button.
  public var focused: Int

  /// A dialog with a title, a message and buttons.
  public init(title: String, message: String = "", buttons: [DialogButton], focused: Int = 0) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.focused = focused
  }

  /// The dialog box alone, at most `maximumWidth` columns wide.
  public func lines(maximumWidth: Int) -> [Line] {
    let buttonsLine = ButtonRow(buttons: buttons, focused: focused).line(width: .max)
    let messageLines = message.isEmpty ? [] : Line(message).wrapped(toWidth: 46)
    let natural = ([buttonsLine.width, title.displayWidth + 2] + messageLines.map(\.width)).max() ?? 0
    let width = min(max(4, maximumWidth), natural + 4)
    let inner = max(1, width - 4)
    var content: [Line] = [.empty]
    content += message.isEmpty ? [] : Line(message).wrapped(toWidth: inner) + [.empty]
    let row = ButtonRow(buttons: buttons, focused: focused).line(width: inner)
    content.append(row.indented(by: max(0, (inner - row.width) / 2)))
    return Box(title: title, content: content, borderStyle: .bold).lines(width: width)
  }

  /// The dialog centred over a frame, which is dimmed behind it.
  public func lines(over base: [Line], size: TerminalSize) -> [Line] {
    Overlay.center(lines(maximumWidth: size.columns - 2), over: base, size: size)
  }
}

/// A frame of box-drawing lines around content, with an optional title in the top border.
public struct Box {
  /// The title shown in the top border.
  public var title: String?
  /// The lines inside.
  public var content: [Line]
  /// The style of the border.
  public var borderStyle: Style

  /// A box around `content`.
  public init(title: String? = nil, content: [Line], borderStyle: Style = .plain) {
    self.title = title
    self.content = content
    self.borderStyle = borderStyle
  }

  /// The box `width` columns wide (at least 4); each content line gets one space of padding on
  /// either side and is cut with `…` when too long.
  public func lines(width: Int) -> [Line] {
    let width = max(4, width)
    let inner = width - 4
    var top = Line("╭─", style: borderStyle)
    if let title, !title.isEmpty {
      let fitted = Line(" " + title + " ", style: borderStyle.adding(.bold))
        .truncated(toWidth: width - 4)
      top.append(fitted)
    }
    top.append(String(repeating: "─", count: max(0, width - 1 - top.width)), style: borderStyle)
    top.append("╮", style: borderStyle)
    let side = Line("│", style: borderStyle)
    let body = content.map { side + " " + $0.padded(toWidth: inner) + " " + side }
    let bottom = Line("╰" + String(repeating: "─", count: width - 2) + "╯", style: borderStyle)
    return [top] + body + [bottom]
  }
}

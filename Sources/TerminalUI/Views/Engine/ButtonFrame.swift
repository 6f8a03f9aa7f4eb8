/// The border around a button whose label is more than a line of text (a padded, filled label,
/// like the seed's blue counter buttons): rounded, and heavy while the button has the focus, so
/// the focus shows without colour too.
struct ButtonFrame {
  /// Whether the button has the focus.
  var isFocused: Bool

  /// `label` inside the border, drawn in `style`.
  func lines(around label: [Line], style: Style) -> [Line] {
    let width = label.map(\.width).max() ?? 0
    let (top, bottom, side) =
      isFocused ? (("┏", "┓"), ("┗", "┛"), "┃") : (("╭", "╮"), ("╰", "╯"), "│")
    let rule = String(repeating: isFocused ? "━" : "─", count: width)
    let border = Style(bold: true, foreground: style.foreground)
    return [Line(top.0 + rule + top.1, style: border)]
      + label.map { Line(side, style: border) + $0.padded(toWidth: width).underlaid(style) + Line(side, style: border) }
      + [Line(bottom.0 + rule + bottom.1, style: border)]
  }
}

/// The help box (`?`): every key the app takes, the app's own and the built-in ones.
struct HelpScreen {
  var title: String
  var appKeys: [KeyHint]
  var builtInKeys: [KeyHint]

  func lines(size: TerminalSize) -> [Line] {
    let keyWidth = (appKeys + builtInKeys).map { $0.keys.displayWidth }.max() ?? 1
    func rows(_ hints: [KeyHint]) -> [Line] {
      hints.map { Line($0.keys, style: .bold).padded(toWidth: keyWidth + 2) + Line($0.action) }
    }
    var content: [Line] = [Line("This app", style: .underline)]
    content += appKeys.isEmpty ? [Line("(no keys of its own)", style: .dim)] : rows(appKeys)
    content += [.empty, Line("Everywhere", style: .underline)] + rows(builtInKeys)
    content += [.empty, Line("Esc, ? or q closes this help.", style: .dim)]
    let width = min(size.columns - 2, max(40, (content.map(\.width).max() ?? 0) + 4))
    let visible = Array(content.prefix(max(1, size.rows - 2)))
    return Box(title: "Help · \(title)", content: visible, borderStyle: .bold).lines(width: width)
  }
}

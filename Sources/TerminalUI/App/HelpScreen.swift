/// The help box (`?`): every key the app takes, the app's own, the built-in ones, and those
/// for an instructor (time travel, presenter view, saving the session).
struct HelpScreen {
  var title: String
  var appKeys: [KeyHint]
  var builtInKeys: [KeyHint]
  var instructorKeys: [KeyHint]

  func lines(size: TerminalSize) -> [Line] {
    let width = min(size.columns - 2, 64)
    let inner = max(1, width - 4)
    let keyWidth = appKeys.map { $0.keys.displayWidth }.max() ?? 1
    var content: [Line] = [Line("This app", style: .underline)]
    content += appKeys.isEmpty
      ? [Line("(no keys of its own)", style: .dim)]
      : appKeys.map { Line($0.keys, style: .bold).padded(toWidth: keyWidth + 2) + Line($0.action) }
    content += [.empty, Line("Everywhere", style: .underline)]
    content += joined(builtInKeys).wrapped(toWidth: inner)
    if !instructorKeys.isEmpty {
      content += [.empty, Line("For instructors", style: .underline)]
      content += joined(instructorKeys).wrapped(toWidth: inner)
    }
    content += [.empty, Line("Esc, ? or q closes this help.", style: .dim)]
    let room = max(1, size.rows - 2)
    if content.count > room {
      content = Array(content.prefix(room - 1)) + [Line("… (a taller window shows the rest)", style: .dim)]
    }
    return Box(title: "Help · \(title)", content: content, borderStyle: .bold).lines(width: width)
  }

  /// Hints on one line, separated by dots.
  private func joined(_ hints: [KeyHint]) -> Line {
    hints.enumerated().reduce(Line.empty) { line, item in
      (item.offset == 0 ? line : line + Line(" · ", style: .dim)) + Line(item.element.keys, style: .bold)
        + Line(" " + item.element.action, style: .dim)
    }
  }
}

/// How the presenter view shares its window (`Presenter.body`): the app's size, and whether the
/// panel of the action being discussed stands beside the app (a wide window) or below it.
struct PresenterLayout {
  /// The whole window.
  var size: TerminalSize
  /// The smallest size the app's view fits in.
  var minimumViewSize: TerminalSize

  /// The narrowest the action panel is beside the app.
  static let narrowestSidePanel = 40

  /// The view's width when the panel stands beside it: half the window, or the view's minimum.
  private var sideViewWidth: Int { max(minimumViewSize.columns, size.columns / 2) }

  /// Whether the action panel stands beside the app (else below it).
  var isSideBySide: Bool {
    size.columns - sideViewWidth - 1 >= PresenterLayout.narrowestSidePanel
  }

  /// The fewest rows the action panel gets below the app: its borders, the action on a line and
  /// the diff's first changes, however tall the app's view would like to be.
  static let shortestPanelBelow = 8

  /// The space the app's view gets.
  var viewSize: TerminalSize {
    if isSideBySide { return TerminalSize(columns: sideViewWidth, rows: size.rows) }
    let wanted = max(minimumViewSize.rows, size.rows * 3 / 5)
    let rows = max(0, min(size.rows - PresenterLayout.shortestPanelBelow, wanted))
    return TerminalSize(columns: size.columns, rows: rows)
  }
}

/// The presenter view's action panel: which step, the whole action in bold, a blank line, then
/// its whole diff, both wrapped like the action log's.
struct PresenterActionPanel {
  /// The entry shown, nil before the first action.
  var entry: ActionLog.Entry?
  /// Its step, and how many steps the session has.
  var step: Int
  var lastStep: Int

  /// The panel as a box `size` big (nothing when fewer than three rows are left). When the
  /// action and its diff do not fit, an action taller than a third of the box is shortened to
  /// one line, so the rest shows the diff.
  func lines(size: TerminalSize) -> [Line] {
    guard size.rows >= 3 else { return [] }
    let rows = size.rows - 2
    var content: [Line]
    if let entry {
      let width = max(8, size.columns - 4)
      var action = entry.actionLines(width: width)
      let diff = entry.diffLines(width: width, folds: false)
      if action.count + 1 + diff.count > rows, action.count > max(1, rows / 3) {
        action = [Self.shortened(Self.oneLine(action), toWidth: width)]
      }
      content = action.map { Line($0, style: .bold) } + [.empty] + diff
    } else {
      content = [Line("No actions yet: press a key.", style: .dim)]
    }
    content = Self.folded(content, rows: rows)
    content += Array(repeating: .empty, count: max(0, rows - content.count))
    let title = entry == nil ? "Action" : "Action · step \(step) of \(lastStep)"
    return Box(title: title, content: content, borderStyle: .bold).lines(width: size.columns)
  }

  /// An action on one line in `width` columns: whole when it fits, else its beginning (the
  /// feature and the case it came through) and its end (what happened, the innermost case and
  /// its values), with `…` for the middle.
  static func shortened(_ action: String, toWidth width: Int) -> String {
    guard action.displayWidth > width else { return action }
    let head = Line(action).clipped(toWidth: width * 2 / 5).plainText
    return head + action.keepingEnd(toWidth: width - head.displayWidth)
  }

  /// An action's dump lines joined back into one line: each line's indentation dropped, a
  /// space kept after a comma.
  static func oneLine(_ lines: [String]) -> String {
    lines.reduce(into: "") { joined, line in
      let text = line.drop { $0 == " " }
      if joined.hasSuffix(",") { joined += " " }
      joined += text
    }
  }

  /// `content` in at most `rows` lines: when it is longer, the diff's lines before its first
  /// change (`−` or `+`) fold into one `…` line, and what still does not fit is cut with a line
  /// saying how much more there is.
  static func folded(_ content: [Line], rows: Int) -> [Line] {
    guard content.count > rows else { return content }
    var lines = content
    let isChange = { (line: Line) in
      let text = line.plainText.drop { $0 == " " }
      return text.hasPrefix("−") || text.hasPrefix("+")
    }
    if let blank = lines.firstIndex(where: { $0.plainText.isEmpty }),
      let change = lines[blank...].firstIndex(where: isChange), change - blank > 2
    {
      let skipped = change - blank - 1
      lines.replaceSubrange((blank + 1)..<change, with: [Line("  … \(skipped) lines before the change", style: .dim)])
    }
    guard lines.count > rows else { return lines }
    let kept = max(0, rows - 1)
    return Array(lines.prefix(kept)) + [Line("  … \(lines.count - kept) more lines", style: .dim)]
  }
}

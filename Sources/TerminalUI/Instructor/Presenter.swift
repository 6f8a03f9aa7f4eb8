/// The presenter view, for a projector (`P`, `--present`, script `present`): the app and the
/// action being discussed (the newest, or the step time travel shows) with its diff in a panel.
@MainActor
struct Presenter {
  /// Whether the presenter view is on.
  var isPresenting = false

  /// The presenter's key as help and `--help` list it.
  static let hint = KeyHint("P", "presenter view")

  /// The view `view` draws (at least `minimumViewSize`) and the panel of `log`'s entry at `step`
  /// (0: none yet): beside it on half a wide window, the panel 40 columns at least; on a narrow
  /// one the view takes three fifths above it (leaving 8 rows) less the rows it leaves blank.
  func body(
    minimumViewSize: TerminalSize, log: ActionLog, step: Int, lastStep: Int,
    view: @escaping (TerminalSize) -> [Line]
  ) -> some View {
    let entry = step > 0 ? log.entries[step - 1] : nil
    let title = entry == nil ? "Action" : "Action · step \(step) of \(lastStep)"
    let panel = GeometryReader { proxy in GroupBox(title) { Self.rows(of: entry, in: proxy) }.borderStyle(.bold) }
    return GeometryReader { proxy in
      let size = TerminalSize(columns: Int(proxy.size.width), rows: Int(proxy.size.height))
      let sideWidth = max(minimumViewSize.columns, size.columns / 2)
      if size.columns - sideWidth - 1 >= 40 {
        HStack(alignment: .top) {
          DrawnLines(draw: view).frame(width: Double(sideWidth * 10), height: Double(size.rows * 20))
          panel
        }
      } else {
        let viewRows = max(0, min(size.rows - 8, max(minimumViewSize.rows, size.rows * 3 / 5)))
        // The reader's first pass, for no size, leaves the view undrawn.
        let drawn = size.columns > 0 ? view(TerminalSize(columns: size.columns, rows: viewRows)) : []
        let shown = drawn.prefix((drawn.lastIndex { !$0.plainText.allSatisfy(\.isWhitespace) } ?? -1) + 1)
        VStack(alignment: .leading, spacing: 0) {
          ForEach(shown.indices) { Text(verbatim: shown[$0]).lineLimit(1) }
          panel
        }
      }
    }
  }

  /// The panel's rows: the action in bold, a blank line, the diff. Too many rows for the panel
  /// put an action taller than a third of it on one line, fold the diff's lines before its first
  /// change into one `…` line, and cut what still does not fit with `… N more lines`.
  private static func rows(of entry: ActionLog.Entry?, in proxy: GeometryProxy) -> some View {
    let (rows, width) = (Int(proxy.size.height) - 2, max(8, Int(proxy.size.width) - 4))
    var content = [Line("No actions yet: press a key.", style: .dim)]
    if let entry {
      var action = entry.actionLines(width: width)
      var diff = entry.diffLines(width: width, folds: false)
      if action.count + 1 + diff.count > rows, action.count > max(1, rows / 3) {
        action = [shortened(action, toWidth: width)]
      }
      let isChange = { (line: Line) in ["−", "+"].contains(line.plainText.first { $0 != " " }) }
      if action.count + 1 + diff.count > rows, let change = diff.firstIndex(where: isChange), change > 1 {
        diff.replaceSubrange(..<change, with: [Line("  … \(change) lines before the change", style: .dim)])
      }
      content = action.map { Line($0, style: .bold) } + [.empty] + diff
      if content.count > rows {
        let kept = max(0, rows - 1)
        content = content.prefix(kept) + [Line("  … \(content.count - kept) more lines", style: .dim)]
      }
    }
    return ForEach(content.indices) { Text(verbatim: content[$0]).lineLimit(1) }
  }

  /// An action's dump lines on one line of `width` columns (indentation dropped, a space kept
  /// after a comma): whole when it fits, else its beginning (the feature and the case it came
  /// through) and its end (the innermost case and its values), `…` for the middle.
  private static func shortened(_ lines: [String], toWidth width: Int) -> String {
    let action = lines.reduce(into: "") { joined, line in
      if joined.hasSuffix(",") { joined += " " }
      joined += line.drop { $0 == " " }
    }
    guard action.displayWidth > width else { return action }
    let head = Line(action).clipped(toWidth: width * 2 / 5).plainText
    return head + action.keepingEnd(toWidth: width - head.displayWidth)
  }
}

/// The action log panel: whether it is offered and shown (`l`), scrolled (`[` `]`), how much of
/// the screen it takes (`w`), its hints, and the box of the log's rows it draws.
@MainActor
struct LogPanel {
  /// Whether `l` opens it (and the instructor's keys work, which show it).
  var isOffered = true
  /// Whether the panel is shown (`l`); shown or hidden, it is at rest.
  var isVisible = false { didSet { scrollBack = 0 } }
  /// How many rows it is scrolled back (positive) or on (negative) from where it rests.
  var scrollBack = 0
  /// How much of the screen it takes while shown (`w`); in another, it is at rest.
  var layout = LogLayout.side { didSet { scrollBack = 0 } }

  /// Scrolls the panel back (`[`, positive `rows`) or on (`]`) as far as its rows go in `body`.
  mutating func scroll(by rows: Int, log: ActionLog, viewedStep: Int?, body: TerminalSize) {
    let (content, shown, resting) = place(log, viewedStep: viewedStep, size: layout.logSize(in: body))
    let lowest = -max(0, max(0, content.rows.count - shown) - resting)
    scrollBack = min(max(lowest, scrollBack + rows), resting)
  }

  /// The panel's hints: `l`, and while it is shown `[ ]`, `w` and time travel's `<`; `forHelp`
  /// lists `[ ]` and `w` even while it is hidden (as `--help` does) and leaves `<` out.
  func hints(forHelp: Bool) -> [KeyHint] {
    guard isOffered else { return [] }
    var hints = [KeyHint("l", isVisible ? "hide log" : "log")]
    if isVisible || forHelp { hints += [KeyHint("[ ]", "scroll log"), KeyHint("w", "log width")] }
    if isVisible && !forHelp { hints.append(KeyHint("<", "step back")) }
    return hints
  }

  /// The body of the screen: the view `view` draws, and while the panel is shown, the panel
  /// beside it, below it, or instead of it, in the space the body is given.
  @ViewBuilder
  func body(log: ActionLog, viewedStep: Int?, view: @escaping (TerminalSize) -> [Line]) -> some View {
    if isVisible {
      GeometryReader { proxy in
        let body = TerminalSize(columns: Int(proxy.size.width), rows: Int(proxy.size.height))
        let size = layout.logSize(in: body)
        // Too small a space (the reader's first pass has none) lays no rows out.
        let panel = size.rows >= 3 ? self.panel(log, viewedStep: viewedStep, size: size) : nil
        if layout == .full {
          panel
        } else if size.columns < body.columns {
          HStack(alignment: .top) {
            DrawnLines(draw: view)
            panel
          }
        } else {
          VStack(alignment: .leading, spacing: 0) {
            DrawnLines(draw: view)
            panel
          }
        }
      }
    } else {
      DrawnLines(draw: view)
    }
  }

  /// The panel, `size` big (the view beside or above it takes the rest): the rows in view, and in
  /// its title the count of actions and of the rows above and below.
  private func panel(_ log: ActionLog, viewedStep: Int?, size: TerminalSize) -> some View {
    let (content, shown, resting) = place(log, viewedStep: viewedStep, size: size)
    let top = min(max(0, resting - scrollBack), max(0, content.rows.count - shown))
    let end = min(content.rows.count, top + shown)
    var title = "Action log · \(log.entries.count) action\(log.entries.count == 1 ? "" : "s")"
    if top > 0 { title += " · ↑\(top)" }
    if end < content.rows.count { title += " · ↓\(content.rows.count - end)" }
    return GroupBox(title) {
      if content.rows.isEmpty { Text("No actions yet: press a key.").font(.caption) }
      ForEach(top..<end) { Text(verbatim: marked(row: $0, of: content, viewedStep: viewedStep)).lineLimit(1) }
    }
    .borderStyle(.dim)
    .frame(width: Double(size.columns * 10), height: Double(size.rows * 20))
  }

  /// The log's rows in a panel of `size`, how many it shows, and the first shown at rest: the
  /// newest entry's first (the bottom if all fit), or a third up from the step time travel shows.
  private func place(
    _ log: ActionLog, viewedStep: Int?, size: TerminalSize
  ) -> (content: LogRows, shown: Int, resting: Int) {
    let content = log.rows(width: max(8, size.columns - 4), folds: layout != .full)
    let shown = max(1, size.rows - 2)
    let bottom = max(0, content.rows.count - shown)
    if let step = viewedStep, step <= content.starts.count {
      let viewedRow = step == 0 ? 0 : content.starts[step - 1]
      return (content, shown, min(max(0, viewedRow - shown / 3), bottom))
    }
    let newest = content.starts.last.map { content.rows[$0...].prefix { $0.step == content.starts.count }.count }
    return (content, shown, min(bottom, content.rows.count - (newest ?? 0)))
  }

  /// Row `row` as time travel shows it: the first row of the step viewed reversed, with `◆`
  /// for `▸`; the rows of the steps after it dimmed, as the future seen from there.
  private func marked(row: Int, of content: LogRows, viewedStep: Int?) -> Line {
    let (line, step) = content.rows[row]
    guard let viewedStep, step > 0 else { return line }
    if step == viewedStep, content.starts[step - 1] == row {
      return Line("◆ " + line.plainText.dropFirst(2), style: Style(bold: true, reverse: true))
    }
    return step > viewedStep ? Line(line.plainText, style: .dim) : line
  }
}

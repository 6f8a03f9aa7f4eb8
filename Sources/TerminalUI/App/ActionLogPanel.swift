/// The action log panel: the actions the store received, oldest first, each whole (wrapped and
/// indented like a dump when it is wider than the panel) and followed by the state diff it
/// caused. Beside the view, long runs of removed or added lines are folded so one action cannot
/// flood the panel; full screen shows everything. The newest action's first line stays in view
/// until the learner scrolls.
public struct ActionLogPanel {
  /// How much of the screen the panel takes; `w` cycles through them.
  public enum Layout: CaseIterable, Equatable, Sendable {
    /// Beside the view on a wide window (two fifths of it), below it on a narrow one.
    case side
    /// Half the screen.
    case half
    /// The whole screen below the header, the view hidden.
    case full

    /// The layout `w` switches to.
    public var next: Layout {
      switch self {
      case .side: .half
      case .half: .full
      case .full: .side
      }
    }

    /// The layout's name, as the panel's title says it.
    public var name: String {
      switch self {
      case .side: "side"
      case .half: "half"
      case .full: "full screen"
      }
    }
  }

  /// The log's entries, oldest first.
  public var entries: [ActionLog.Entry]
  /// How many rows the panel is scrolled back (positive) or forward (negative) from where it
  /// rests: the newest action's first line in view, as much of it as fits below.
  public var scrollBack: Int
  /// Whether long removed or added runs are shown whole (full screen) or folded.
  public var showsEverything: Bool
  /// The step time travel shows, and the log's notes.
  var marks = LogTimelineMarks(notes: [], viewedStep: nil)
  /// Where the entries' lines are kept between frames: give a panel its log's cache, so each
  /// entry is laid out once per width rather than on every frame.
  var lineCache = ActionLogLineCache()

  /// More removed or added lines in a row than this are folded beside the view.
  public static let foldThreshold = 8
  /// How many lines of a folded run stay.
  public static let linesKeptOfFoldedRun = 5

  /// What follows the count of lines a fold hides.
  static let foldNote = " more lines: w, full screen, shows them"

  /// A panel over entries, scrolled by `scrollBack` rows.
  public init(entries: [ActionLog.Entry], scrollBack: Int = 0, showsEverything: Bool = false) {
    self.entries = entries
    self.scrollBack = scrollBack
    self.showsEverything = showsEverything
  }

  /// The panel as a box `width` × `height`.
  public func lines(width: Int, height: Int) -> [Line] {
    guard height >= 3 else { return [] }
    let window = visibleRows(width: width, height: height)
    var title = "Action log · \(entries.count) action\(entries.count == 1 ? "" : "s")"
    if window.above > 0 { title += " · ↑\(window.above)" }
    if window.below > 0 { title += " · ↓\(window.below)" }
    return Box(title: title, content: window.rows, borderStyle: .dim).lines(width: width)
  }

  /// The values of `scrollBack` that move the panel in a box `width` × `height`: from the
  /// newest line at the bottom (negative) to the oldest line at the top, so `[` and `]` stop at
  /// the ends.
  public func scrollRange(width: Int, height: Int) -> ClosedRange<Int> {
    let content = placedContent(width: width)
    let rows = max(1, height - 2)
    let resting = restingTop(content, rows: rows)
    return -max(0, max(0, content.rowCount - rows) - resting)...resting
  }

  /// The rows shown, and how many rows of the log are above and below them.
  private func visibleRows(width: Int, height: Int) -> (rows: [Line], above: Int, below: Int) {
    let rows = height - 2
    let content = placedContent(width: width)
    guard content.rowCount > 0 else {
      let empty = [Line("No actions yet: press a key.", style: .dim)]
      return (empty + Array(repeating: Line.empty, count: max(0, rows - 1)), 0, 0)
    }
    let resting = restingTop(content, rows: rows)
    let top = min(max(0, resting - scrollBack), max(0, content.rowCount - rows))
    let end = min(content.rowCount, top + rows)
    let shown = marks.rows(top..<end, of: content)
    return (shown + Array(repeating: Line.empty, count: rows - shown.count), top, content.rowCount - end)
  }

  /// The first row shown when the panel is not scrolled: the bottom of the log, or the newest
  /// action's first line when the newest entry is taller than the panel; while time travel
  /// shows a step, that step's entry a third of the way down.
  private func restingTop(_ content: LogTimelineMarks.Placement, rows: Int) -> Int {
    let bottom = max(0, content.rowCount - rows)
    if let viewedRow = content.viewedRow { return min(max(0, viewedRow - rows / 3), bottom) }
    let newest = content.entries.lines.last?.count ?? 0
    return min(bottom, content.rowCount - newest)
  }

  /// The width inside the box's borders and margins.
  private func innerWidth(_ width: Int) -> Int { max(8, width - 4) }

  /// Where every entry's lines (at the panel's inner width) and the notes sit, and the row
  /// where the step time travel shows starts.
  private func placedContent(width: Int) -> LogTimelineMarks.Placement {
    let layout = ActionLogLineCache.Layout(width: innerWidth(width), showsEverything: showsEverything)
    let laidOut = lineCache.lines(of: entries, in: layout) { entryLines($0, width: layout.width) }
    return marks.place(laidOut, width: layout.width)
  }

  /// One entry: `▸ ` and the action, wrapped like a dump; then its diff, each line wrapped under
  /// its marker and coloured by it, long runs folded unless the panel shows everything.
  func entryLines(_ entry: ActionLog.Entry, width: Int) -> [Line] {
    var actionLines = ActionLogPanel.actionLines(entry, width: width - 2)
    if !showsEverything, actionLines.count > ActionLogPanel.foldThreshold {
      let more = actionLines.count - ActionLogPanel.linesKeptOfFoldedRun
      actionLines = Array(actionLines.prefix(ActionLogPanel.linesKeptOfFoldedRun))
        + ["  … \(more)" + ActionLogPanel.foldNote]
    }
    return actionLines.enumerated().map { index, text in
      Line((index == 0 ? "▸ " : "  ") + text, style: .bold)
    } + diffLines(entry, width: width)
  }

  /// The entry's action wrapped like a dump, `width` columns wide.
  static func actionLines(_ entry: ActionLog.Entry, width: Int) -> [String] {
    entry.action.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { DumpWrap.lines(String($0), width: width) }
  }

  /// The entry's diff, each line wrapped under its marker and coloured by it, long runs folded
  /// unless the panel shows everything; `(no state changes)` when there is none.
  func diffLines(_ entry: ActionLog.Entry, width: Int) -> [Line] {
    guard let diff = entry.diff else { return [Line("  (no state changes)", style: .dim)] }
    let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [Line] = []
    for text in showsEverything ? diffLines : folded(diffLines) {
      let marker = String(text.prefix(2))
      let style: Style =
        marker.hasPrefix("−") || marker.hasPrefix("-")
        ? .color(.red) : marker.hasPrefix("+") ? .color(.green) : .dim
      let body = String(text.dropFirst(2))
      let pieces =
        body.hasSuffix(ActionLogPanel.foldNote)
        ? [body] : DumpWrap.lines(body, width: width - 4)
      for piece in pieces {
        lines.append(Line("  " + marker + piece, style: style))
      }
    }
    return lines
  }

  /// The diff with every run of more than `foldThreshold` removed (or added) lines cut to its
  /// first lines and `… N more lines`, as a test store's `… (N unchanged)` folds what did not
  /// change.
  private func folded(_ lines: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < lines.count {
      let marker = lines[index].prefix(1)
      guard marker != " " else {
        result.append(lines[index])
        index += 1
        continue
      }
      var end = index
      while end < lines.count && lines[end].prefix(1) == marker { end += 1 }
      let run = lines[index..<end]
      if run.count > ActionLogPanel.foldThreshold {
        let kept = run.prefix(ActionLogPanel.linesKeptOfFoldedRun)
        let indent = kept.last.map { $0.dropFirst(2).prefix { $0 == " " }.count } ?? 0
        result += kept
        result.append(
          "\(marker) " + String(repeating: " ", count: indent)
            + "… \(run.count - kept.count)" + ActionLogPanel.foldNote)
      } else {
        result += run
      }
      index = end
    }
    return result
  }
}

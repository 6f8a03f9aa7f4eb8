/// The action log panel: the actions the store received, newest at the bottom, each followed by
/// the state diff it caused; scrolled back by a number of lines.
public struct ActionLogPanel {
  /// The log's entries, oldest first.
  public var entries: [ActionLog.Entry]
  /// How many lines the panel is scrolled back from the newest.
  public var scrollBack: Int
  /// The step time travel shows, and the log's notes.
  var marks = LogTimelineMarks(notes: [], viewedStep: nil)

  /// A panel over entries, scrolled back by `scrollBack` lines.
  public init(entries: [ActionLog.Entry], scrollBack: Int = 0) {
    self.entries = entries
    self.scrollBack = scrollBack
  }

  /// The panel as a box `width` × `height`.
  public func lines(width: Int, height: Int) -> [Line] {
    guard height >= 3 else { return [] }
    let rows = height - 2
    let (all, viewedRow) = marks.lay(entries.map(\.lines), width: max(8, width - 4))
    let content: [Line]
    if all.isEmpty {
      content = [Line("No actions yet: press a key.", style: .dim)]
    } else if let viewedRow {
      let top = min(max(0, viewedRow - rows / 3), max(0, all.count - rows))
      content = Array(all[top..<min(all.count, top + rows)])
    } else {
      let back = min(max(0, scrollBack), max(0, all.count - rows))
      let end = all.count - back
      content = Array(all[max(0, end - rows)..<end])
    }
    let padded = content + Array(repeating: Line.empty, count: max(0, rows - content.count))
    let count = entries.count
    let title = "Action log · \(count) action\(count == 1 ? "" : "s")"
      + (scrollBack > 0 ? " · scrolled" : "")
    return Box(title: title, content: padded, borderStyle: .dim).lines(width: width)
  }
}

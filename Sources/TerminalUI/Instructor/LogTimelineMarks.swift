/// What time travel adds to the action log panel: the step being viewed stands out (its lines
/// reversed, `◆` instead of `▸`), the steps after it are dimmed as the future seen from there,
/// and notes (where the session continued from an earlier step) sit between entries.
struct LogTimelineMarks {
  /// The notes to place between the entries.
  var notes: [ActionLog.Note]
  /// The step being viewed (1 is the first entry), or nil while the app shows the present.
  var viewedStep: Int?

  /// The panel's lines from each entry's lines, notes wrapped to `width`, and the row where
  /// the viewed step's entry starts (the panel scrolls to keep it in view).
  func lay(_ entryLines: [[Line]], width: Int) -> (lines: [Line], viewedRow: Int?) {
    var lines: [Line] = []
    var viewedRow: Int?
    for (index, entry) in entryLines.enumerated() {
      lines += noteLines(after: index, width: width)
      let step = index + 1
      if step == viewedStep {
        viewedRow = lines.count
        lines += entry.enumerated().map { offset, line in
          offset == 0
            ? Line("◆ " + line.plainText.dropFirst(2), style: Style(bold: true, reverse: true))
            : line
        }
      } else if let viewedStep, step > viewedStep {
        lines += entry.map { Line($0.plainText, style: .dim) }
      } else {
        lines += entry
      }
    }
    lines += noteLines(after: entryLines.count, width: width)
    if viewedStep == 0 { viewedRow = 0 }
    return (lines, viewedRow)
  }

  private func noteLines(after count: Int, width: Int) -> [Line] {
    notes.filter { $0.afterEntry == count }.flatMap {
      Line("⟲ " + $0.text, style: Style(foreground: .yellow)).wrapped(toWidth: width)
    }
  }
}

/// What time travel adds to the action log panel: the step being viewed stands out (its lines
/// reversed, `◆` instead of `▸`), the steps after it are dimmed as the future seen from there,
/// and notes (where the session continued from an earlier step) sit between entries.
struct LogTimelineMarks {
  /// The notes to place between the entries.
  var notes: [ActionLog.Note]
  /// The step being viewed (1 is the first entry), or nil while the app shows the present.
  var viewedStep: Int?

  /// Where each entry and note sits in the panel's content, found from the rows before each
  /// entry (which the line cache keeps) and the few notes, without a pass over the entries, so a
  /// frame costs the rows it shows however long the session is.
  struct Placement {
    /// Each entry's lines, unmarked, and the rows before each.
    let entries: ActionLogLineCache.LaidOut
    /// The lines of the notes after each count of entries.
    let noteLines: [Int: [Line]]
    /// How many rows the content has.
    let rowCount: Int
    /// The row where the viewed step's entry starts (the panel scrolls to keep it in view).
    var viewedRow: Int?

    /// The row where the notes before entry `index` start (the entry's own start when it has
    /// none); past the last entry, where the trailing notes start.
    func blockStart(_ index: Int) -> Int {
      entries.rowsBefore[index] + noteLines.reduce(0) { $0 + ($1.key < index ? $1.value.count : 0) }
    }

    /// The row where entry `index`'s lines start.
    func entryStart(_ index: Int) -> Int {
      blockStart(index) + (noteLines[index]?.count ?? 0)
    }
  }

  /// The placement of each entry's lines, with the notes wrapped to `width` between them.
  func place(_ entries: ActionLogLineCache.LaidOut, width: Int) -> Placement {
    let count = entries.lines.count
    var noteLines: [Int: [Line]] = [:]
    for note in notes where note.afterEntry <= count {
      noteLines[note.afterEntry, default: []] +=
        Line("⟲ " + note.text, style: Style(foreground: .yellow)).wrapped(toWidth: width)
    }
    let rowCount = entries.rowsBefore[count] + noteLines.values.reduce(0) { $0 + $1.count }
    var placement = Placement(entries: entries, noteLines: noteLines, rowCount: rowCount, viewedRow: nil)
    if viewedStep == 0 {
      placement.viewedRow = 0
    } else if let viewedStep, viewedStep >= 1, viewedStep <= count {
      placement.viewedRow = placement.entryStart(viewedStep - 1)
    }
    return placement
  }

  /// The content's rows in `range`, the viewed step marked and the steps after it dimmed: only
  /// the entries those rows show are copied and marked.
  func rows(_ range: Range<Int>, of placement: Placement) -> [Line] {
    guard !range.isEmpty else { return [] }
    // The last entry whose block (its notes, then its lines) starts at or above the range.
    var low = 0
    var high = placement.entries.lines.count
    while low < high {
      let middle = (low + high + 1) / 2
      if placement.blockStart(middle) <= range.lowerBound { low = middle } else { high = middle - 1 }
    }
    let first = placement.blockStart(low)
    var lines: [Line] = []
    var index = low
    while first + lines.count < range.upperBound, index <= placement.entries.lines.count {
      lines += placement.noteLines[index] ?? []
      if index < placement.entries.lines.count {
        lines += marked(placement.entries.lines[index], step: index + 1)
      }
      index += 1
    }
    let start = min(lines.count, range.lowerBound - first)
    return Array(lines[start..<min(lines.count, range.upperBound - first)])
  }

  /// An entry's lines as time travel shows them at `step`.
  private func marked(_ entry: [Line], step: Int) -> [Line] {
    if step == viewedStep {
      return entry.enumerated().map { offset, line in
        offset == 0
          ? Line("◆ " + line.plainText.dropFirst(2), style: Style(bold: true, reverse: true))
          : line
      }
    }
    if let viewedStep, step > viewedStep {
      return entry.map { Line($0.plainText, style: .dim) }
    }
    return entry
  }
}

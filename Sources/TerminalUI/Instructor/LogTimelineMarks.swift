/// What time travel adds to the action log panel: the step being viewed stands out (its lines
/// reversed, `◆` instead of `▸`), the steps after it are dimmed as the future seen from there,
/// and notes (where the session continued from an earlier step) sit between entries.
struct LogTimelineMarks {
  /// The notes to place between the entries.
  var notes: [ActionLog.Note]
  /// The step being viewed (1 is the first entry), or nil while the app shows the present.
  var viewedStep: Int?

  /// Where each entry and note sits in the panel's content, found without copying any line, so
  /// a frame copies only the rows it shows however long the session is.
  struct Placement {
    /// Each entry's lines, unmarked.
    let entryLines: [[Line]]
    /// The lines of the notes after each count of entries.
    let noteLines: [Int: [Line]]
    /// The row where each entry's lines start.
    let entryStarts: [Int]
    /// How many rows the content has.
    let rowCount: Int
    /// The row where the viewed step's entry starts (the panel scrolls to keep it in view).
    let viewedRow: Int?

    /// The row where the notes before entry `index` start (its own start when it has none); past
    /// the last entry, where the trailing notes start.
    func blockStart(_ index: Int) -> Int {
      let notes = noteLines[index]?.count ?? 0
      return (index < entryStarts.count ? entryStarts[index] : rowCount) - notes
    }
  }

  /// The placement of each entry's lines, with the notes wrapped to `width` between them.
  func place(_ entryLines: [[Line]], width: Int) -> Placement {
    var noteLines: [Int: [Line]] = [:]
    for note in notes where note.afterEntry <= entryLines.count {
      noteLines[note.afterEntry, default: []] +=
        Line("⟲ " + note.text, style: Style(foreground: .yellow)).wrapped(toWidth: width)
    }
    var entryStarts: [Int] = []
    entryStarts.reserveCapacity(entryLines.count)
    var row = 0
    for (index, entry) in entryLines.enumerated() {
      row += noteLines[index]?.count ?? 0
      entryStarts.append(row)
      row += entry.count
    }
    row += noteLines[entryLines.count]?.count ?? 0
    let viewedRow: Int?
    if viewedStep == 0 {
      viewedRow = 0
    } else if let viewedStep, entryStarts.indices.contains(viewedStep - 1) {
      viewedRow = entryStarts[viewedStep - 1]
    } else {
      viewedRow = nil
    }
    return Placement(
      entryLines: entryLines, noteLines: noteLines, entryStarts: entryStarts, rowCount: row,
      viewedRow: viewedRow)
  }

  /// The content's rows in `range`, the viewed step marked and the steps after it dimmed: only
  /// the entries those rows show are copied and marked.
  func rows(_ range: Range<Int>, of placement: Placement) -> [Line] {
    guard !range.isEmpty else { return [] }
    // The last entry whose block (its notes, then its lines) starts at or above the range.
    var low = 0
    var high = placement.entryStarts.count
    while low < high {
      let middle = (low + high + 1) / 2
      if placement.blockStart(middle) <= range.lowerBound { low = middle } else { high = middle - 1 }
    }
    let first = placement.blockStart(low)
    var lines: [Line] = []
    var index = low
    while first + lines.count < range.upperBound, index <= placement.entryLines.count {
      lines += placement.noteLines[index] ?? []
      if index < placement.entryLines.count {
        lines += marked(placement.entryLines[index], step: index + 1)
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

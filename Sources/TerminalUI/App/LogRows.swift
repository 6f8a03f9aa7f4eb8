/// The action log laid out as the panel's rows at one width, each row with its step. A frame
/// lays out only the entries new since the last, so a long session costs its length, not its
/// square; a new width, folding or dropped entries start it over.
struct LogRows {
  /// The width inside the panel.
  let width: Int
  /// Whether long runs of lines are folded (beside the view) or shown whole (full screen).
  let folds: Bool
  /// Each row, with the step whose entry it belongs to (1 for the first), or 0 for a note's.
  private(set) var rows: [(line: Line, step: Int)] = []
  /// The row where each entry's lines start.
  private(set) var starts: [Int] = []
  /// How many of the log's notes are laid out.
  private(set) var noteCount = 0

  /// Lays out the notes and entries of `log` beyond the rows kept; returns how many entries that was.
  @MainActor mutating func extend(with log: ActionLog) -> Int {
    let kept = starts.count
    while true {
      while noteCount < log.notes.count, log.notes[noteCount].afterEntry <= starts.count {
        let note = Line("⟲ " + log.notes[noteCount].text, style: Style(foreground: .yellow))
        rows += note.wrapped(toWidth: width).map { ($0, 0) }
        noteCount += 1
      }
      guard starts.count < log.entries.count else { return starts.count - kept }
      starts.append(rows.count)
      rows += log.entries[starts.count - 1].lines(width: width, folds: folds).map { ($0, starts.count) }
    }
  }
}

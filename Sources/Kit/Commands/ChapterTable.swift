/// The chapters as a plain-text table, for `kit list` and for bare `kit` off a terminal:
/// number, title, whether it is ready, what it teaches, and the exercise progress once known.
struct ChapterTable {
  /// The chapters.
  var chapters: [ChapterEntry]
  /// Exercises solved per chapter number; the column only appears when something is known.
  var progress: [Int: ExerciseProgress] = [:]

  /// The table's lines: a heading row, then one row per chapter. Nothing is cut: a pipe or a
  /// file gets the whole text.
  var lines: [String] {
    let showsProgress = !progress.isEmpty
    let rows = chapters.map { chapter in
      [
        String(chapter.number), chapter.title, chapter.isAvailable ? "ready" : "coming",
        showsProgress ? progress[chapter.number]?.label ?? "" : nil, chapter.summary,
      ].compactMap { $0 }
    }
    let heading = ["#", "Chapter", "Status", showsProgress ? "Exercises" : nil, "What it teaches"]
      .compactMap { $0 }
    let table = [heading] + rows
    let widths = heading.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    return table.map { row in
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      var line = "  " + cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

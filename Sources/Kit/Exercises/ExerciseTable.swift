import Foundation
import TerminalUI

/// What `kit exercises` prints: how many exercises passed, a table per chapter (id, title,
/// difficulty in stars, `quiz` for a quiz, state), and the exercise to work on with the
/// commands for it. On a terminal no line is wider than the terminal: a table's titles are cut
/// (with `…`) to leave room for the columns, and the sentences are wrapped.
struct ExerciseTable {
  /// The exercises.
  var book: ExerciseBook
  /// What the learner has done.
  var record: ExerciseRecord
  /// The chapters (for their titles) and the package folder (for the workbook's markers).
  var course: CoursePackage
  /// How wide a line may be: the terminal's width; nil when the output is no terminal (nothing
  /// is then cut or wrapped: a pipe or a log gets the whole text).
  var width: Int?

  /// The narrowest a title is cut to, however narrow the terminal.
  static let minimumTitleWidth = 12

  /// The lines, ready to print.
  var lines: [String] {
    let root = course.packageRoot
    let passed = book.exercises.filter { record.isPassing($0.id) }.count
    var lines = wrapped(
      "Exercises: \(passed) of \(book.exercises.count) passed (progress kept in \(ProgressFile.name)).")
    for (number, exercises) in book.chapters {
      let title = course.chapter(number).map { " · \($0.title)" } ?? ""
      lines += ["", "Chapter \(number)\(title)"] + rows(of: exercises)
    }
    lines.append("")
    guard let current = book.current(record: record, packageRoot: root) else {
      return lines + ["Every exercise has passed. Well done!"]
    }
    let id = current.id
    if ExerciseState.of(current, record: record, packageRoot: root).isStarted {
      return lines + wrapped("Now: \(current.name), in \(current.file)")
        + wrapped(
          "  kit check \(id) grades it, kit watch grades it at every save, kit hint \(id) helps.")
    }
    return lines + wrapped("Next: \(current.name): \(current.summary)")
      + wrapped(
        "  Open \(current.file), set isStarted to true, then kit check \(id) (or kit watch).")
  }

  /// One chapter's rows, its columns as wide as its own cells, each exercise followed by why
  /// its last check failed while it is not passing.
  private func rows(of exercises: [Exercise]) -> [String] {
    let states = exercises.map {
      ExerciseState.of($0, record: record, packageRoot: course.packageRoot)
    }
    let kinds = exercises.map { $0.kind == .quiz ? $0.kind.rawValue : "" }
    let idWidth = exercises.map(\.id.count).max() ?? 0
    let kindWidth = kinds.map(\.count).max() ?? 0
    let stateWidth = states.map(\.label.count).max() ?? 0
    // The columns beside the title: "  id  " before it, "  ★★☆ quiz  state" after it.
    let besideTitle = 2 + idWidth + 2 + 2 + 3 + (kindWidth > 0 ? 1 + kindWidth : 0) + 2 + stateWidth
    let titleWidth = min(
      exercises.map(\.title.displayWidth).max() ?? 0,
      width.map { max(ExerciseTable.minimumTitleWidth, $0 - besideTitle) } ?? .max)
    return exercises.indices.flatMap { index in
      let exercise = exercises[index]
      let kind = kindWidth > 0 ? " " + kinds[index].padded(toWidth: kindWidth) : ""
      var lines = [
        "  " + exercise.id.padded(toWidth: idWidth) + "  "
          + exercise.title.truncated(toWidth: titleWidth).padded(toWidth: titleWidth) + "  "
          + exercise.difficultyStars + kind + "  " + states[index].label
      ]
      if states[index].isStarted, states[index] != .passed,
        let reason = record.failures[exercise.id]
      {
        lines += wrapped("      ✘ " + reason)
      }
      return lines
    }
  }

  /// A sentence wrapped to the terminal's width as `kit check` wraps its lines, under its own
  /// indentation; as it is off a terminal.
  private func wrapped(_ line: String) -> [String] {
    guard let width else { return [line] }
    return CheckScreen.wrapped(line, width: width)
  }
}

import Foundation

/// What `kit exercises` prints: how many exercises passed, a table per chapter (id, title,
/// difficulty in stars, kind, state), and the exercise to work on with the commands for it.
struct ExerciseTable {
  /// The exercises.
  var book: ExerciseBook
  /// What the learner has done.
  var record: ExerciseRecord
  /// The chapters (for their titles) and the package folder (for the workbook's markers).
  var course: CoursePackage

  /// The lines, ready to print.
  var lines: [String] {
    let root = course.packageRoot
    let passed = book.exercises.filter { record.isPassing($0.id) }.count
    var lines = [
      "Exercises: \(passed) of \(book.exercises.count) passed (progress kept in \(ProgressFile.name))."
    ]
    let idWidth = book.exercises.map(\.id.count).max() ?? 0
    let titleWidth = book.exercises.map(\.title.count).max() ?? 0
    let kindWidth = book.exercises.map(\.kind.rawValue.count).max() ?? 0
    for (number, exercises) in book.chapters {
      let title = course.chapter(number).map { " · \($0.title)" } ?? ""
      lines += ["", "Chapter \(number)\(title)"]
      for exercise in exercises {
        let state = ExerciseState.of(exercise, record: record, packageRoot: root)
        lines.append(
          "  " + exercise.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            + exercise.title.padding(toLength: titleWidth + 2, withPad: " ", startingAt: 0)
            + exercise.difficultyStars + " "
            + exercise.kind.rawValue.padding(toLength: kindWidth + 2, withPad: " ", startingAt: 0)
            + state.label)
        if state.isStarted, state != .passed, let reason = record.failures[exercise.id] {
          lines.append("      ✘ " + reason)
        }
      }
    }
    lines.append("")
    guard let current = book.current(record: record, packageRoot: root) else {
      return lines + ["Every exercise has passed. Well done!"]
    }
    let id = current.id
    if ExerciseState.of(current, record: record, packageRoot: root).isStarted {
      return lines + [
        "Now: \(current.name), in \(current.file)",
        "  kit check \(id) grades it, kit watch grades it at every save, kit hint \(id) helps.",
      ]
    }
    return lines + [
      "Next: \(current.name): \(current.summary)",
      "  Open \(current.file), set isStarted to true, then kit check \(id) (or kit watch).",
    ]
  }
}

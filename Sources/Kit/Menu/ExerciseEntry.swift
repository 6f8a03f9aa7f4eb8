import Foundation

/// An exercise as the menu shows it on its chapter's page and its own screen: what it asks,
/// where its file is, how far the learner is.
struct ExerciseEntry: Equatable, Sendable {
  /// Its id, e.g. `counter.reset`.
  var id: String
  /// Its title.
  var title: String
  /// Its workbook file, relative to the package folder.
  var file: String
  /// What to build, in one line.
  var summary: String
  /// How many hints it has.
  var hintCount: Int
  /// Not started, started or passed.
  var state: ExerciseState

  /// The entry of an exercise in a state.
  init(_ exercise: Exercise, state: ExerciseState) {
    id = exercise.id
    title = exercise.title
    file = exercise.file
    summary = exercise.summary
    hintCount = exercise.hints.count
    self.state = state
  }

  /// Every exercise of a package folder by chapter number, in order, each with its state now;
  /// none when the manifests or the progress file cannot be read (the exercise commands say
  /// why).
  static func all(packageRoot: URL) -> [Int: [ExerciseEntry]] {
    guard let book = try? ExerciseBook.load(packageRoot: packageRoot),
      let record = try? ProgressFile(packageRoot: packageRoot).load()
    else { return [:] }
    var entries: [Int: [ExerciseEntry]] = [:]
    for (number, exercises) in book.chapters {
      entries[number] = exercises.map { exercise in
        ExerciseEntry(
          exercise, state: ExerciseState.of(exercise, record: record, packageRoot: packageRoot))
      }
    }
    return entries
  }
}

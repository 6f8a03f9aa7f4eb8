import Foundation

/// One exercise as its chapter's manifest (`Exercises/Manifest/0N-Name.json`) describes it: the
/// manifests are the single source of the exercises' order and of everything `kit` shows.
struct Exercise: Decodable, Equatable, Sendable {
  /// Its id, e.g. `counter.reset`: what `kit check`, `kit hint` and the others take.
  var id: String
  /// The number of the chapter it belongs to.
  var chapter: Int
  /// Its title, e.g. `A reset button`.
  var title: String
  /// The workbook file the learner edits, relative to the package folder.
  var file: String
  /// The suite that grades it: the learner's own suite in the workbook, with the grader's checks
  /// nested in it (`CounterResetTests`), or, for an exercise without tests of the learner's, the
  /// grader's suite in `Tests/ExerciseGraders` (`GiftListViewGrader`).
  var grader: String

  /// The module that suite is in, as Swift Testing names its tests: `Exercises.CounterResetTests`.
  var graderModule: String { grader.hasSuffix("Grader") ? "ExerciseGraders" : "Exercises" }

  /// The learner's own suite, as Swift Testing names it: the grading suite itself
  /// (`Exercises.CounterResetTests`), or, beside a grader's suite, the one the learner writes
  /// (`Exercises.LibraryStackTests` beside `LibraryStackGrader`).
  var learnersSuite: String {
    "Exercises." + (grader.hasSuffix("Grader") ? grader.dropLast("Grader".count) + "Tests" : grader)
  }
  /// What to build, in one line.
  var summary: String
  /// Its hints, from a nudge to nearly the answer.
  var hints: [String]
  /// How hard it is: 1, one change the chapter shows; 2, a change and a test that need two of
  /// its sections; 3, a feature or a suite from nothing. It never falls within a chapter.
  var difficulty: Int
  /// An exercise of one chapter, or a quiz that mixes a group of chapters with one hint or none.
  var kind: Kind
  /// The README sections it needs, as GitHub links them: `Chapters/01-Counter/README.md#test-it`,
  /// each in its chapter or an earlier one. The first hint names them.
  var prerequisites: [String]

  /// What kind of work an exercise is; `kit exercises` marks a quiz.
  enum Kind: String, Decodable, Sendable {
    /// A piece of one chapter's lesson.
    case exercise
    /// A small feature that mixes what a group of chapters taught.
    case quiz
  }

  /// The difficulties a manifest may give.
  static let difficulties = 1...3

  /// The folder every workbook file is in, relative to the package folder.
  static let workbookFolder = "Exercises/Workbook/"
  /// The folder of the reference solutions, which mirrors the workbook's.
  static let solutionsFolder = "Exercises/Solutions/"

  /// The reference solution's file: the workbook file's path under `Exercises/Solutions`.
  var solutionFile: String {
    Exercise.solutionsFolder + file.dropFirst(Exercise.workbookFolder.count)
  }

  /// The folder of its chapter in the workbook and in `Tests/ExerciseGraders`, e.g. `01-Counter`.
  var chapterFolder: String {
    URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
  }

  /// Its difficulty as `kit exercises` shows it, out of three stars: `★★☆`.
  var difficultyStars: String {
    let filled = min(max(difficulty, 0), Exercise.difficulties.upperBound)
    return String(repeating: "★", count: filled)
      + String(repeating: "☆", count: Exercise.difficulties.upperBound - filled)
  }

  /// The id and the title, as headings show it: `counter.reset · A reset button`.
  var name: String { "\(id) · \(title)" }
}

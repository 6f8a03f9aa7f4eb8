import Foundation

/// How far the learner is with one exercise.
enum ExerciseState: Equatable, Sendable {
  /// Its `isStarted` marker is still false.
  case notStarted
  /// The marker is flipped, and its grader has not passed yet.
  case started
  /// Its grader passed (the progress file says so).
  case passed
  /// It passed once, and its latest check failed.
  case failingAgain

  /// The state as the tables show it.
  var label: String {
    switch self {
    case .notStarted: "not started"
    case .started: "started"
    case .passed: "passed"
    case .failingAgain: "passed before, failing now"
    }
  }

  /// Whether the learner has worked on it: started, passed, or failing again.
  var isStarted: Bool { self != .notStarted }

  /// Whether its solution may be shown: it passed once.
  var hasPassed: Bool { self == .passed || self == .failingAgain }

  /// The state of an exercise: passed, or failing again, when the record says so, otherwise from
  /// the marker in its workbook file (a file that cannot be read counts as not started).
  static func of(_ exercise: Exercise, record: ExerciseRecord, packageRoot: URL) -> ExerciseState {
    if record.hasPassed(exercise.id) { return record.isPassing(exercise.id) ? .passed : .failingAgain }
    let text = try? String(
      contentsOf: packageRoot.appendingPathComponent(exercise.file), encoding: .utf8)
    return text.map(WorkbookMarker.isStarted) == true ? .started : .notStarted
  }
}

/// Reads the marker a workbook file carries, `public static var isStarted: Bool { false }` (or
/// `public static let isStarted = false`), which the learner flips to true when starting the
/// exercise.
enum WorkbookMarker {
  /// Whether the code (comments left out) says `isStarted = true` (a stored marker) or
  /// `isStarted: Bool { true }` (a computed one: flipping it changes no declaration, so the
  /// graders are not compiled again).
  static func isStarted(_ text: String) -> Bool {
    text.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
      let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      return code.contains(/\bisStarted\s*(=|:\s*Bool\s*\{)\s*true\b/)
    }
  }
}

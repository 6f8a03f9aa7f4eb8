import Foundation
import Testing

/// Whether every grader runs, started or not: CI sets `KIT_GRADE_ALL=1` to prove that each
/// grader fails on the untouched workbook.
let gradesEveryExercise = ProcessInfo.processInfo.environment["KIT_GRADE_ALL"] == "1"

/// Why a grader did not run: the exercise, and the file and switch that start it.
func notStartedReason(_ id: String, file: String) -> Comment {
  "\(id) not started (\(file.split(separator: "/").last ?? ""): make isStarted true)"
}

#if compiler(>=6.3)
  /// A grader suite's switch: the grader runs once its exercise is started (its `isStarted`
  /// flipped to true), so a fresh clone's `swift test` stays green. Until then the suite is
  /// cancelled before any of its tests runs, and `swift test` prints two lines for the whole
  /// exercise ("started", then "was cancelled" with the reason, which names the file and the
  /// switch), where a skipped suite prints one line for itself and one for each of its tests:
  /// Swift Testing hands a suite's skip down to every test in it.
  struct ExerciseTrait: SuiteTrait, TestScoping {
    /// The exercise's id, e.g. `counter.step`.
    var id: String
    /// Whether the learner started it.
    var isStarted: Bool
    /// Its workbook file, relative to the package folder.
    var file: String

    /// Applies to the suite alone: its tests never start when the suite is cancelled.
    var isRecursive: Bool { false }

    /// Runs the suite's tests, or cancels the suite when the exercise is not started (and CI
    /// does not grade every exercise).
    func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard isStarted || gradesEveryExercise else {
        try Test.cancel(notStartedReason(id, file: file))
      }
      try await function()
    }
  }

  extension Trait where Self == ExerciseTrait {
    /// The switch of the grader of exercise `id`, whose workbook file is `file`.
    static func exercise(_ id: String, isStarted: Bool, file: String) -> Self {
      ExerciseTrait(id: id, isStarted: isStarted, file: file)
    }
  }
#else
  extension Trait where Self == ConditionTrait {
    /// Runs a grader only once its exercise is started (its `isStarted` flipped to true), so a
    /// fresh clone's `swift test` stays green. Otherwise the suite and each of its tests are
    /// skipped (Swift Testing before 6.3 cannot cancel a suite, so it prints a line for each)
    /// with a short reason that names the file and the switch to flip.
    static func exercise(_ id: String, isStarted: Bool, file: String) -> Self {
      .enabled(if: isStarted || gradesEveryExercise, notStartedReason(id, file: file))
    }
  }
#endif

import Foundation
import Testing

/// Whether every grader runs, started or not: CI sets `KIT_GRADE_ALL=1` to prove that each
/// grader fails on the untouched workbook.
let gradesEveryExercise = ProcessInfo.processInfo.environment["KIT_GRADE_ALL"] == "1"

extension Trait where Self == ConditionTrait {
  /// Runs a grader only once its exercise is started (its `isStarted` flipped to true), so a
  /// fresh clone's `swift test` stays green; otherwise the test is skipped with how to start it.
  static func exercise(_ id: String, isStarted: Bool, file: String) -> Self {
    .enabled(
      if: isStarted || gradesEveryExercise,
      "Exercise \(id) is not started: open \(file), set isStarted to true, then run `swift run kit check \(id)`."
    )
  }
}

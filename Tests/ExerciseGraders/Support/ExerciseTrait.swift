import Foundation
import Testing

/// Whether every grader runs, started or not: CI sets `KIT_GRADE_ALL=1` to prove that each
/// grader fails on the untouched workbook.
let gradesEveryExercise = ProcessInfo.processInfo.environment["KIT_GRADE_ALL"] == "1"

extension Trait where Self == ConditionTrait {
  /// Runs a grader only once its exercise is started (its `isStarted` flipped to true), so a
  /// fresh clone's `swift test` stays green. Otherwise the suite and each of its tests are
  /// skipped (Swift Testing prints a line for each) with a short reason that names the file and
  /// the switch to flip.
  static func exercise(_ id: String, isStarted: Bool, file: String) -> Self {
    .enabled(
      if: isStarted || gradesEveryExercise,
      "\(id) not started (\(file.split(separator: "/").last ?? ""): isStarted = true)")
  }
}

import Foundation

/// What `kit check` runs to grade one exercise, in the package folder: the workbook and the
/// graders built in grading-only mode (`KIT_EXERCISES=workbook`, which leaves the chapters and
/// the kit out) in a scratch folder of their own, then the exercise's grader suite alone, with a
/// JUnit report that says test by test what passed:
///
///     KIT_EXERCISES=workbook swift build --build-tests --scratch-path .build-check
///     KIT_EXERCISES=workbook swift test --skip-build --scratch-path .build-check \
///       --filter ExerciseGraders.CounterResetGrader --xunit-output .build-check/kit-check.xml
///
/// Building first, with a long time limit, tells a workbook that does not compile from a grader
/// that crashed, and lets the grading run have a short limit, which ends learner code that
/// never returns. `KIT_GRADE_ALL` is not set: `kit check` grades only a started exercise (it
/// says how to start one first), so the grader's own `isStarted` switch agrees with the kit.
struct GradeCommand: Equatable, Sendable {
  /// The scratch folder of `kit check`'s builds, relative to the package folder; git ignores it.
  static let scratchPath = ".build-check"
  /// The report file named to `swift test`, relative to the package folder.
  static let reportPath = scratchPath + "/kit-check.xml"

  /// Builds the workbook and the graders.
  var build: ProcessStep
  /// Runs the exercise's grader suite.
  var test: ProcessStep
  /// The report Swift Testing writes: `--xunit-output`'s name with `-swift-testing` added.
  var swiftTestingReport: URL
  /// The suite's name in the report's `classname`: `ExerciseGraders.CounterResetGrader`.
  var suite: String

  /// The steps that grade `exercise` in the package in `packageRoot`.
  init(
    exercise: Exercise, packageRoot: URL,
    buildTimeLimit: Duration = .seconds(30 * 60), testTimeLimit: Duration = .seconds(3 * 60)
  ) {
    suite = "ExerciseGraders.\(exercise.grader)"
    let environment = ["KIT_EXERCISES": "workbook"]
    let report = packageRoot.appendingPathComponent(GradeCommand.reportPath)
    build = ProcessStep(
      arguments: ["swift", "build", "--build-tests", "--scratch-path", GradeCommand.scratchPath],
      environment: environment, directory: packageRoot, timeLimit: buildTimeLimit)
    test = ProcessStep(
      arguments: [
        "swift", "test", "--skip-build", "--scratch-path", GradeCommand.scratchPath,
        "--filter", suite, "--xunit-output", report.path,
      ],
      environment: environment, directory: packageRoot, timeLimit: testTimeLimit)
    swiftTestingReport = report.deletingLastPathComponent().appendingPathComponent(
      report.deletingPathExtension().lastPathComponent + "-swift-testing.xml")
  }
}

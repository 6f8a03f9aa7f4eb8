import Foundation

/// What `kit check` runs to grade one exercise, in the package folder: `swift test` in
/// grading-only mode (`KIT_EXERCISES=workbook`, which leaves the chapters and the kit out of the
/// package) on the exercise's chapter (`KIT_EXERCISES_CHAPTER`, which leaves the other chapters'
/// exercises and graders out, and the modules they alone import) with a scratch folder of its
/// own, so it never rebuilds the learner's main build, on the exercise's grader suite alone,
/// with a JUnit report that says test by test what passed and an event stream that says which
/// test recorded which issue:
///
///     KIT_EXERCISES=workbook KIT_EXERCISES_CHAPTER=01-Counter swift test --disable-xctest \
///       --scratch-path .build-check -Xswiftc -index-ignore-system-modules \
///       -Xswiftc -module-cache-path -Xswiftc <package>/.build/<triple>/debug/ModuleCache \
///       --filter ExerciseGraders.CounterResetGrader --xunit-output .build-check/kit-check.xml \
///       --experimental-event-stream-output .build-check/kit-check-events.jsonl \
///       --experimental-event-stream-version 0
///
/// Two compiler flags make a chapter's first check cheaper (Documentation/Performance.md, "The
/// first check"). SwiftPM indexes every module of a debug build, and the system modules each one
/// imports (the standard library, Foundation, Glibc, Testing) into a fresh scratch folder's
/// index: nothing reads `.build-check`'s index but SwiftPM's XCTest discovery, which looks for
/// the graders' XCTest classes (there are none), so `-index-ignore-system-modules` skips that.
/// And every fresh scratch folder compiles the system's C modules (Glibc, Foundation's shims,
/// Dispatch) once for each set of compiler options, and Swift Testing from its interface, into
/// its module cache; the check shares the main build's (`.build`), which `swift run kit`
/// filled with the core's, and `swift build --build-tests` or `swift test` with the rest. Both
/// are on every check's command line, the same for every chapter, so they never make
/// `.build-check` build a module again.
///
/// It has two time limits: a long one for the build (the first check builds the kit's core),
/// then, from SwiftPM's `Build complete!`, a short one for the grading run, which ends learner
/// code that never returns. One `swift test` rather than a build and then a run saves SwiftPM a
/// second start, about a second of each check. The graders are Swift Testing suites, so
/// `--disable-xctest` spares each check a run of the test bundle for XCTest, which finds nothing
/// (a start of the bundle and of its runtime, a tenth to a third of a second); Swift Testing
/// then writes its report at the name `--xunit-output` gives. `KIT_GRADE_ALL` is not set:
/// `kit check` grades only an exercise whose marker is flipped (it says how to flip it
/// otherwise), so the grader's own `isStarted` switch agrees with the kit.
struct GradingCommandLine: Equatable, Sendable {
  /// The scratch folder of `kit check`'s builds, relative to the package folder; git ignores it.
  static let scratchPath = ".build-check"
  /// The report file named to `swift test`, relative to the package folder.
  static let reportPath = scratchPath + "/kit-check.xml"
  /// The event stream file named to `swift test`, relative to the package folder.
  static let eventStreamPath = scratchPath + "/kit-check-events.jsonl"
  /// The line with which SwiftPM ends a build that succeeded, before the tests run.
  static let buildCompleteMarker = "Build complete!"
  /// A command that builds `exercise`'s chapter as `kit check` does (the same build flags, so
  /// it rebuilds nothing a check built), for a learner who wants the build's whole output.
  static func buildDisplayText(for exercise: Exercise, packageRoot: URL) -> String {
    "KIT_EXERCISES=workbook KIT_EXERCISES_CHAPTER=\(exercise.chapterFolder) "
      + SuiteCommandLine.shellText(
        of: ["swift", "build", "--build-tests"] + buildOptions(packageRoot: packageRoot))
  }

  /// The options of a check's build: XCTest left out, its own scratch folder, no index of the
  /// system modules, and the main build's module cache when there is one.
  static func buildOptions(packageRoot: URL) -> [String] {
    let moduleCache = mainModuleCache(packageRoot: packageRoot).map {
      ["-Xswiftc", "-module-cache-path", "-Xswiftc", $0.path]
    }
    return [
      "--disable-xctest", "--scratch-path", scratchPath, "-Xswiftc", "-index-ignore-system-modules",
    ] + (moduleCache ?? [])
  }

  /// The module cache of the package's debug build, spelled as SwiftPM spelled it to the
  /// compiler, read from that build's plan (`.build/debug.yaml`, llbuild's manifest): the
  /// compiler records the path it built each cached module with, and a module found under
  /// another spelling of the same folder (a link resolved or not) is an error, not a rebuild.
  /// Nil before the first debug build, when the plan names no module cache, or one in a folder
  /// that is gone (a plan left from where the package was before it moved).
  static func mainModuleCache(packageRoot: URL) -> URL? {
    let plan = packageRoot.appendingPathComponent(".build/debug.yaml")
    guard let text = try? Data(contentsOf: plan),
      let option = text.range(of: Data(#""-module-cache-path",""#.utf8)),
      let end = text[option.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    else { return nil }
    let path = String(decoding: text[option.upperBound..<end], as: UTF8.self)
    // A path with an escaped character (a quote or a backslash) is not worth decoding here.
    guard path.hasPrefix("/"), !path.contains("\\") else { return nil }
    let cache = URL(fileURLWithPath: path, isDirectory: true)
    var isFolder: ObjCBool = false
    guard
      FileManager.default.fileExists(
        atPath: cache.deletingLastPathComponent().path, isDirectory: &isFolder), isFolder.boolValue
    else { return nil }
    return cache
  }

  /// Builds the workbook and the graders, then runs the exercise's grader suite.
  var test: ProcessStep
  /// The report Swift Testing writes, at `--xunit-output`'s name (with XCTest disabled; beside
  /// an XCTest run SwiftPM would add `-swift-testing` to the name).
  var swiftTestingReport: URL
  /// Swift Testing's JSON event stream: which test recorded which issue, and the tests'
  /// display names.
  var eventStream: URL
  /// The suites that grade it, by their names in the report's `classname`: the learner's own,
  /// with the grader's checks nested in it (`Exercises.CounterResetTests`), or the grader's
  /// suite and any suite the learner wrote beside it (`ExerciseGraders.LibraryStackGrader`,
  /// `Exercises.LibraryStackTests`).
  var suites: [String]

  /// The step that grades `exercise` in the package in `packageRoot`.
  init(
    exercise: Exercise, packageRoot: URL,
    buildTimeLimit: Duration = .seconds(30 * 60), gradingTimeLimit: Duration = .seconds(3 * 60)
  ) {
    let grading = "\(exercise.graderModule).\(exercise.grader)"
    suites = grading == exercise.learnersSuite ? [grading] : [grading, exercise.learnersSuite]
    let report = packageRoot.appendingPathComponent(GradingCommandLine.reportPath)
    let events = packageRoot.appendingPathComponent(GradingCommandLine.eventStreamPath)
    test = ProcessStep(
      arguments: ["swift", "test"] + GradingCommandLine.buildOptions(packageRoot: packageRoot)
        + suites.flatMap { ["--filter", "^\($0)(/|$)"] } + [
        "--xunit-output", report.path,
        "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
      ],
      environment: ["KIT_EXERCISES": "workbook", "KIT_EXERCISES_CHAPTER": exercise.chapterFolder],
      directory: packageRoot,
      timeLimit: buildTimeLimit,
      phaseLimit: ProcessStep.PhaseLimit(
        marker: GradingCommandLine.buildCompleteMarker, timeLimit: gradingTimeLimit))
    swiftTestingReport = report
    eventStream = events
  }
}

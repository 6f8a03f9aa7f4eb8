import Foundation
import TerminalUI
import TestTags

@testable import Kit

/// A package folder of its own for the exercise commands, in a scratch directory
/// (`scratchDirectory`): two chapters' manifests, their workbook files (each with its `isStarted`
/// marker still false), the shipped copies of those (`Exercises/Starting`) and solutions, and, when
/// asked, a git repository with everything committed. The real workbook is never touched. The
/// folder goes when the package is released (a suite that makes one in its `init` leaves none
/// behind, even in a test that never uses it), or at `remove()`. Only its exercise commands need
/// the main actor: a suite that reads the package's files (`ExerciseBookTests`) runs beside the
/// tests that draw, its file writes off the one thread those share.
final class ExerciseTestPackage: Sendable {
  /// The temporary package folder.
  let root: URL
  /// The course on it.
  let course: CoursePackage

  /// The exercises the manifests list, in order.
  static let ids = ["counter.reset", "counter.floor", "composition.limit"]

  /// A package with the manifests, workbook and solutions.
  init() throws {
    root = FileManager.default.scratchDirectory
      .appendingPathComponent("kit-exercise-tests-\(UUID().uuidString)")
    course = CoursePackage(chapters: ChapterCatalog.chapters, packageRoot: root)
    try write("Package.swift", "// a package\n")
    try write("Exercises/Manifest/01-Counter.json", Self.counterManifest)
    try write("Exercises/Manifest/02-Composition.json", Self.compositionManifest)
    for (file, type) in Self.files {
      try write("Exercises/Workbook/\(file)", Self.workbook(type))
      try write("Exercises/Starting/\(file)", Self.workbook(type))
      try write("Exercises/Solutions/\(file)", Self.solution(type))
    }
  }

  /// Makes the package a git repository with everything committed.
  func makeGitRepository() async throws {
    try await run(["git", "init", "-q"])
    try await run(["git", "add", "."])
    try await run([
      "git", "-c", "user.name=Kit", "-c", "user.email=kit@example.com", "commit", "-qm", "start",
    ])
  }

  private static let files = [
    ("01-Counter/CounterReset.swift", "CounterReset"),
    ("01-Counter/CounterFloor.swift", "CounterFloor"),
    ("02-Composition/AddToCartLimit.swift", "AddToCartLimit"),
  ]

  /// The workbook file of an exercise, relative to the package folder.
  static func workbookFile(_ id: String) -> String {
    let index = ids.firstIndex(of: id) ?? 0
    return "Exercises/Workbook/" + files[index].0
  }

  /// A workbook file's starting code.
  static func workbook(_ type: String) -> String {
    """
    // Exercise \(type): flip `isStarted = true` below when you start.
    public enum \(type)Exercise {
      public static let isStarted = false
    }
    // TODO: the code to fix.

    """
  }

  /// A reference solution.
  static func solution(_ type: String) -> String {
    """
    public enum \(type)Exercise {
      public static let isStarted = true
    }
    // The solution of \(type).

    """
  }

  static let counterManifest = """
    {
      "exercises": [
        {
          "id": "counter.reset", "chapter": 1, "title": "A reset button",
          "file": "Exercises/Workbook/01-Counter/CounterReset.swift",
          "grader": "CounterResetTests", "summary": "Make reset set the counter to 0.",
          "hints": ["First hint of reset.", "Second hint of reset.", "Third hint of reset."],
          "difficulty": 1, "kind": "exercise",
          "prerequisites": [
            "Chapters/01-Counter/README.md#the-code", "Chapters/01-Counter/README.md#test-it"
          ]
        },
        {
          "id": "counter.floor", "chapter": 1, "title": "No negative numbers",
          "file": "Exercises/Workbook/01-Counter/CounterFloor.swift",
          "grader": "CounterFloorGrader", "summary": "Keep the counter at 0 or above.",
          "hints": ["Only hint of floor."],
          "difficulty": 2, "kind": "exercise",
          "prerequisites": ["Chapters/01-Counter/README.md#test-it"]
        }
      ]
    }
    """

  static let compositionManifest = """
    {"exercises": [{"id": "composition.limit", "chapter": 2, "title": "At most 10 of a product",
      "file": "Exercises/Workbook/02-Composition/AddToCartLimit.swift",
      "grader": "AddToCartLimitGrader", "summary": "Clamp the count at 10.", "hints": [],
      "difficulty": 1, "kind": "quiz", "prerequisites": []}]}
    """

  /// Writes a file, relative to the package folder, making its folders.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.writeScratchFile(to: url)
  }

  /// A file's text, relative to the package folder.
  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Flips an exercise's marker to true, as a learner starting it does.
  func start(_ id: String) throws {
    let file = Self.workbookFile(id)
    try write(
      file, try read(file).replacingOccurrences(of: "isStarted = false", with: "isStarted = true"))
  }

  /// The progress file's record.
  func record() throws -> ExerciseRecord {
    try ProgressFile(packageRoot: root).load()
  }

  /// Writes the progress file.
  func save(_ record: ExerciseRecord) throws {
    try ProgressFile(packageRoot: root).save(record)
  }

  /// The exercise commands on this package, writing to `console`, running steps with `runner`,
  /// with no signal handling, no question answered yes, and no pager.
  @MainActor
  func commands(
    console: RecordingConsole, runner: StepRunner = StepRunner.childProcesses,
    pause: @escaping () async -> Bool = { false }
  ) -> ExerciseCommandRunner {
    var commands = ExerciseCommandRunner(course: course, console: console.console, runner: runner)
    commands.stopSignals = []
    commands.pause = pause
    commands.confirm = { _ in false }
    commands.page = { _, _ in false }
    return commands
  }

  /// Runs a program in the package folder to its end, on a thread of its own (its tests run on
  /// the main actor); throws when it fails.
  func run(_ arguments: [String]) async throws {
    let root = root
    try await onThreadOfItsOwn {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      process.currentDirectoryURL = root
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CocoaError(.executableLoad, userInfo: ["command": arguments.joined(separator: " ")])
      }
    }
  }

  /// Removes the temporary folder now.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Stands in for `swift test` in the exercise commands' tests: records the steps it is given,
/// and answers each with a chosen outcome and the JUnit report it leaves, written where
/// `--xunit-output` says (Swift Testing alone runs, so the report has that name).
@MainActor
final class StandInGrader {
  /// The steps run, in order.
  private(set) var steps: [ProcessStep] = []
  /// How the run ends, and the report it leaves (nil: none). By default it built and passed
  /// without a report.
  var grading: (StepOutcome, report: String?) = (
    StepOutcome(ending: .exited(0), output: "Build complete! (0.5s)", reachedSecondPhase: true),
    nil
  )
  /// The JSON event stream the run leaves (nil: none).
  var events: String?
  /// Chooses the answer when the run starts, when set (for `kit watch`, from the workbook).
  var gradingFor: (() -> (StepOutcome, report: String?))?

  /// A run that built, ended with `status`, and left `report`.
  static func built(status: Int32, report: String?) -> (StepOutcome, report: String?) {
    (
      StepOutcome(
        ending: .exited(status), output: "Build complete! (0.5s)", reachedSecondPhase: true),
      report
    )
  }

  /// The runner to hand the commands.
  var runner: StepRunner {
    StepRunner { [self] step, _, onLine in
      steps.append(step)
      let (outcome, report) = gradingFor?() ?? grading
      if let report, let index = step.arguments.firstIndex(of: "--xunit-output"),
        step.arguments.indices.contains(index + 1)
      {
        let written = URL(fileURLWithPath: step.arguments[index + 1])
        try? FileManager.default.createDirectory(
          at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? report.writeScratchFile(to: written)
      }
      if let events, let index = step.arguments.firstIndex(of: "--experimental-event-stream-output"),
        step.arguments.indices.contains(index + 1)
      {
        try? events.writeScratchFile(to: URL(fileURLWithPath: step.arguments[index + 1]))
      }
      outcome.lines.forEach(onLine)
      return outcome
    }
  }
}

/// JUnit reports as Swift Testing writes them (escaped the same way), for the stand-in.
enum JUnitReport {
  /// A test case: its suite, name, failure messages, and whether it was skipped.
  struct Case {
    var suite: String
    var name: String
    var failures: [String] = []
    var skipped: String?
  }

  /// The report's XML.
  static func xml(_ cases: [Case]) -> String {
    func escape(_ text: String) -> String {
      text.unicodeScalars.map { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "\n": "&#10;"
        default: scalar.isASCII ? String(scalar) : "&#\(scalar.value);"
        }
      }.joined()
    }
    let body = cases.map { test in
      let open =
        "    <testcase classname=\"\(test.suite.hasSuffix("Grader") ? "ExerciseGraders" : "Exercises").\(test.suite)\" name=\"\(escape(test.name))\" time=\"0.1\""
      if let reason = test.skipped {
        return open + " >\n      <skipped message=\"\(escape(reason))\" />\n    </testcase>"
      }
      guard !test.failures.isEmpty else { return open + " />" }
      let failures = test.failures.map { "      <failure message=\"\(escape($0))\" />" }
      return ([open + " >"] + failures + ["    </testcase>"]).joined(separator: "\n")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="\(cases.count)" failures="0" skipped="0" time="0.3">
      \(body.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
  }
}

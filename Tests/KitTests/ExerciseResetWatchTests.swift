import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// `kit reset` in a temporary package (a git repository, to show that a learner's commit does
/// not change what comes back), and `kit watch` with a stand-in grader and a scripted pause
/// instead of real time.
@MainActor
@Suite("kit reset and kit watch", .tags(.kit), .timeLimit(.minutes(1)))
struct ExerciseResetWatchTests {
  private let recorder = RecordingConsole()

  @Test("kit reset after a commit: the shipped starting code comes back, not git's last commit")
  func resetAfterCommit() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try await package.makeGitRepository()
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    let start = try package.read(file)
    try package.write(
      file, "public enum CounterResetExercise { public static let isStarted = true }\n")
    // The learner commits their work in progress: git's HEAD is no longer the starting code.
    try await package.run(["git", "-c", "user.name=Kit", "-c", "user.email=kit@example.com", "commit", "-qam", "wip"])
    try package.save(
      ExerciseRecord(passed: ["counter.reset", "counter.floor"], hintsShown: ["counter.reset": 2]))
    let code = await package.commands(console: recorder).run(
      .reset(id: "counter.reset", force: true))
    #expect(code == 0)
    #expect(try package.read(file) == start)
    #expect(
      recorder.output == """
        Restored \(file) to the starting code the kit shipped with (Exercises/Starting/01-Counter/CounterReset.swift).
        counter.reset is no longer marked as passed: kit check counter.reset grades it again.

        """)
    #expect(
      try package.record()
        == ExerciseRecord(passed: ["counter.floor"], hintsShown: ["counter.reset": 2]))
  }

  @Test(
    "kit reset without a terminal and without --force refuses to discard changes: the file and its pass stay"
  )
  func resetWithoutTerminalRefuses() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    try package.write(file, "// my passed work\n")
    try package.save(ExerciseRecord(passed: ["counter.reset"]))
    var commands = package.commands(console: recorder)
    var asked = false
    commands.confirm = { _ in
      asked = true
      return true
    }
    #expect(await commands.run(.reset(id: "counter.reset")) == 1)
    #expect(!asked, "without a terminal there is nobody to ask")
    #expect(try package.read(file) == "// my passed work\n")
    #expect(try package.record().passed == ["counter.reset"])
    #expect(recorder.output == "")
    #expect(
      recorder.errors
        == "kit: \(file) has changes that a reset would discard, and there is no terminal to ask "
        + "you first: nothing was changed. To discard them, run kit reset counter.reset --force\n")
  }

  @Test("kit reset --force on a terminal discards the changes without asking")
  func resetForcedOnTerminal() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    let start = try package.read(file)
    try package.write(file, "// my work\n")
    let terminal = RecordingConsole(isTerminal: true)
    var commands = package.commands(console: terminal)
    commands.confirm = { _ in
      Issue.record("--force does not ask")
      return false
    }
    #expect(await commands.run(.reset(id: "counter.reset", force: true)) == 0)
    #expect(try package.read(file) == start)
    #expect(terminal.output.hasPrefix("Restored \(file) to the starting code"))
  }

  @Test("kit reset of an untouched file changes nothing and says so")
  func resetUntouched() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let code = await package.commands(console: recorder).run(.reset(id: "counter.floor"))
    #expect(code == 0)
    #expect(
      recorder.output
        == "Exercises/Workbook/01-Counter/CounterFloor.swift already has its starting code: nothing to restore.\n"
    )
  }

  @Test(
    "kit reset on a terminal asks first (on 80 columns its question breaks at a word, the answer after its last line), and a no leaves the file as it is",
    arguments: [
      (nil, "Reset counter.reset · A reset button? Your changes to Exercises/Workbook/01-Counter/CounterReset.swift will be lost. [y/N] "),
      (80, "Reset counter.reset · A reset button? Your changes to\nExercises/Workbook/01-Counter/CounterReset.swift will be lost. [y/N] "),
    ] as [(Int?, String)])
  func resetAsks(columns: Int?, question: String) async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    try package.write(file, "// my work\n")
    let terminal = RecordingConsole(isTerminal: true, columns: columns)
    var questions: [String] = []
    var commands = package.commands(console: terminal)
    commands.confirm = { asked in
      questions.append(asked)
      return false
    }
    #expect(await commands.run(.reset(id: "counter.reset")) == 1)
    #expect(questions == [question])
    #expect(try package.read(file) == "// my work\n")
    #expect(terminal.output == "Nothing was changed.\n")
  }

  @Test("kit reset without the shipped starting code says what to do, exit 1")
  func resetWithoutStartingCode() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("Exercises/Starting/01-Counter/CounterReset.swift"))
    #expect(await package.commands(console: recorder).run(.reset(id: "counter.reset")) == 1)
    #expect(
      recorder.errors
        == "kit: the starting code of counter.reset (Exercises/Starting/01-Counter/CounterReset.swift) is missing; "
        + "copy Exercises/Workbook/01-Counter/CounterReset.swift again from a fresh download of the kit\n")
  }

  /// A grader that passes counter.reset once its file says `counter = 0`, fails it otherwise.
  private func resetGrader(_ package: ExerciseTestPackage) -> StandInGrader {
    let grader = StandInGrader()
    grader.gradingFor = {
      let text = (try? package.read(ExerciseTestPackage.workbookFile("counter.reset"))) ?? ""
      let fixed = text.contains("counter = 0")
      let test = JUnitReport.Case(
        suite: "CounterResetTests", name: "reset()",
        failures: fixed ? [] : ["Issue recorded (error): reset did nothing"])
      return StandInGrader.built(status: fixed ? 0 : 1, report: JUnitReport.xml([test]))
    }
    return grader
  }

  @Test(
    "kit watch grades the current exercise, again when its file changes, then after a pass says how to start the next"
  )
  func watch() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.reset")
    let grader = resetGrader(package)
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    var pauses = 0
    let commands = package.commands(console: recorder, runner: grader.runner) {
      pauses += 1
      if pauses == 2 {
        let text = (try? package.read(file)) ?? ""
        try? package.write(file, text + "state.counter = 0\n")
      }
      return pauses < 4
    }
    #expect(await commands.run(.watch(id: nil)) == 0)
    let checks = grader.steps.filter { $0.arguments.starts(with: ["swift", "test"]) }
    #expect(checks.count == 2)
    let output = recorder.output
    let failed = try #require(
      output.range(of: "✘ counter.reset · A reset button: 1 of 1 tests failed."))
    let passed = try #require(
      output.range(of: "✔ counter.reset · A reset button: passed (1 test)."))
    let next = try #require(output.range(of: "Next: counter.floor · No negative numbers.\n  Open Exercises/Workbook/01-Counter/CounterFloor.swift, read what it asks, and set isStarted to true"))
    #expect(!output.contains("✘ counter.floor"))
    // A save is what checks again while watching: no command to run.
    #expect(output.contains("  Edit Exercises/Workbook/01-Counter/CounterReset.swift and save: a save checks it again."))
    #expect(!output.contains("check again."))
    #expect(failed.upperBound < passed.lowerBound && passed.upperBound < next.lowerBound)
    #expect(
      output.components(
        separatedBy: "Watching Exercises/Workbook/01-Counter/CounterReset.swift: each save"
      ).count
        == 2)
    #expect(
      output.contains(
        "Watching Exercises/Workbook/01-Counter/CounterFloor.swift: each save checks it again. Ctrl-C stops."
      ))
    #expect(output.hasSuffix("\nStopped watching.\n"))
    #expect(try package.record().passed == ["counter.reset"])
  }

  @Test("kit watch ID stays on that exercise and grades only when its file changes")
  func watchOne() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let grader = resetGrader(package)
    var pauses = 0
    let commands = package.commands(console: recorder, runner: grader.runner) {
      pauses += 1
      if pauses == 3 { try? package.start("counter.reset") }
      return pauses < 5
    }
    #expect(await commands.run(.watch(id: "counter.reset")) == 0)
    #expect(grader.steps.filter { $0.arguments.starts(with: ["swift", "test"]) }.count == 1)
    #expect(
      recorder.output.hasPrefix(
        "Checking counter.reset · A reset button with its suite, CounterResetTests…"))
    #expect(recorder.output.contains("✘ counter.reset · A reset button: not started."))
    #expect(recorder.output.contains("✘ counter.reset · A reset button: 1 of 1 tests failed."))
    #expect(!recorder.output.contains("counter.floor"))
  }

  @Test("kit watch ID moves on to the next exercise once that one passes")
  func watchOneMovesOnAfterAPass() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.reset")
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    try package.write(file, try package.read(file) + "state.counter = 0\n")
    let grader = resetGrader(package)
    var pauses = 0
    let commands = package.commands(console: recorder, runner: grader.runner) {
      pauses += 1
      return pauses < 2
    }
    #expect(await commands.run(.watch(id: "counter.reset")) == 0)
    let output = recorder.output
    #expect(output.contains("✔ counter.reset · A reset button: passed (1 test)."))
    #expect(output.contains("Next: counter.floor · No negative numbers."))
    #expect(
      output.contains(
        "Watching Exercises/Workbook/01-Counter/CounterFloor.swift: each save checks it again."))
  }

  @Test("kit watch on an 80-column terminal: what it watches, and how to start the next, wrap at words")
  func watchFitsTheTerminal() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.reset")
    let file = ExerciseTestPackage.workbookFile("counter.reset")
    try package.write(file, try package.read(file) + "state.counter = 0\n")
    let console = RecordingConsole(columns: 80)
    var pauses = 0
    let commands = package.commands(console: console, runner: resetGrader(package).runner) {
      pauses += 1
      return pauses < 2
    }
    #expect(await commands.run(.watch(id: "counter.reset")) == 0)
    let lines = console.output.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(
      console.output.contains(
        """
        Next: counter.floor · No negative numbers.
          Open Exercises/Workbook/01-Counter/CounterFloor.swift, read what it asks, and
          set isStarted to true: the watch checks it each time you save.

        Watching Exercises/Workbook/01-Counter/CounterFloor.swift: each save checks it
          again. Ctrl-C stops.

        """))
  }

  @Test("kit watch when every exercise passed says so and ends")
  func watchAllPassed() async throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.save(ExerciseRecord(passed: ExerciseTestPackage.ids))
    let grader = StandInGrader()
    #expect(
      await package.commands(console: recorder, runner: grader.runner).run(.watch(id: nil)) == 0)
    #expect(recorder.output == "Every exercise has passed: there is nothing to watch. Well done!\n")
    #expect(grader.steps.isEmpty)
  }
}

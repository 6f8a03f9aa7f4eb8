import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// `kit exercises`, `kit hint` and `kit solution` on a temporary package: the table, hints one
/// at a time and remembered, the solution only after a pass.
@MainActor
@Suite("kit exercises, hint and solution", .tags(.kit), .timeLimit(.minutes(1)))
struct ExerciseHintSolutionTests {
  private let package: ExerciseTestPackage
  private let recorder = RecordingConsole()

  init() throws {
    package = try ExerciseTestPackage()
  }

  private func run(_ command: ExerciseCommand) async -> Int32 {
    await package.commands(console: recorder, runner: StandInGrader().runner).run(command)
  }

  @Test("kit exercises: passes counted, a table per chapter with each state and why the last check failed, what to do now")
  func table() async throws {
    defer { package.remove() }
    try package.start("counter.floor")
    var record = ExerciseRecord(passed: ["counter.reset"])
    record.recordFailure("counter.floor", reason: "“Minus stops at 0”: passes even when minus at 0 makes -1")
    try package.save(record)
    var program = KitProgram(
      course: package.course, console: recorder.console, openMenu: { _ in 0 },
      runTests: { _, _ in 0 })
    program.exerciseRunner = StandInGrader().runner
    #expect(await program.run(arguments: ["kit", "exercises"]) == 0)
    #expect(
      recorder.output == """
        Exercises: 1 of 3 passed (progress kept in .kit-progress.json).

        Chapter 1 · Counter
          counter.reset  A reset button       ★☆☆  passed
          counter.floor  No negative numbers  ★★☆  started
              ✘ “Minus stops at 0”: passes even when minus at 0 makes -1

        Chapter 2 · Composition
          composition.limit  At most 10 of a product  ★☆☆ quiz  not started

        Now: counter.floor · No negative numbers, in Exercises/Workbook/01-Counter/CounterFloor.swift
          kit check counter.floor grades it, kit watch grades it at every save, kit hint counter.floor helps.

        """)
  }

  @Test("kit exercises on a fresh package: nothing passed, the first exercise is next")
  func freshTable() async throws {
    defer { package.remove() }
    #expect(await run(.list) == 0)
    #expect(recorder.output.hasPrefix("Exercises: 0 of 3 passed"))
    #expect(recorder.output.contains("  counter.reset  A reset button       ★☆☆  not started\n"))
    #expect(
      recorder.output.hasSuffix(
        """
        Next: counter.reset · A reset button: Make reset set the counter to 0.
          Open Exercises/Workbook/01-Counter/CounterReset.swift, set isStarted to true, then kit check counter.reset (or kit watch).

        """))
  }

  @Test(
    "kit exercises on a terminal fits its width: at 80 columns a long title is cut with … and the sentences wrap, at 120 nothing is cut"
  )
  func tableFitsTheTerminal() async throws {
    defer { package.remove() }
    let long = "At most 10 of a product, and a message when the cart is full"
    try package.write(
      "Exercises/Manifest/02-Composition.json",
      ExerciseTestPackage.compositionManifest.replacingOccurrences(
        of: "At most 10 of a product", with: long))
    var tables: [Int: String] = [:]
    for columns in [80, 120] {
      let terminal = RecordingConsole(isTerminal: true, columns: columns)
      #expect(await package.commands(console: terminal).run(.list) == 0)
      let lines = terminal.output.split(separator: "\n").map(String.init)
      #expect(lines.allSatisfy { $0.displayWidth <= columns }, "\(columns) columns")
      tables[columns] = terminal.output
    }
    #expect(
      tables[80] == """
        Exercises: 0 of 3 passed (progress kept in .kit-progress.json).

        Chapter 1 · Counter
          counter.reset  A reset button       ★☆☆  not started
          counter.floor  No negative numbers  ★★☆  not started

        Chapter 2 · Composition
          composition.limit  At most 10 of a product, and a mess…  ★☆☆ quiz  not started

        Next: counter.reset · A reset button: Make reset set the counter to 0.
          Open Exercises/Workbook/01-Counter/CounterReset.swift, set isStarted to true,
          then kit check counter.reset (or kit watch).

        """)
    #expect(tables[120]?.contains("  composition.limit  \(long)  ★☆☆ quiz  not started\n") == true)
    #expect(
      tables[120]?.hasSuffix(
        "  Open Exercises/Workbook/01-Counter/CounterReset.swift, set isStarted to true, then kit check counter.reset (or kit\n"
          + "  watch).\n") == true)
  }

  @Test("kit exercises with a progress file that is not one: a clear message, exit 1")
  func brokenProgress() async throws {
    defer { package.remove() }
    try package.write(".kit-progress.json", "{")
    #expect(await run(.list) == 1)
    #expect(
      recorder.errors.hasPrefix("kit: .kit-progress.json is not a progress file (it is not JSON)"))
  }

  @Test(
    "kit hint: the next unseen hint each time (the first with the sections to read), how many are left, then all of them again"
  )
  func hintOrder() async throws {
    defer { package.remove() }
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(
      recorder.output == """
        counter.reset · A reset button: hint 1 of 3

          First hint of reset.

        Sections to read first:
          Chapters/01-Counter/README.md#the-code
          Chapters/01-Counter/README.md#test-it

        2 more hints: kit hint counter.reset shows the next.

        """)
    #expect(try package.record().hintsShown == ["counter.reset": 1])
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(recorder.output.contains("hint 2 of 3\n\n  Second hint of reset.\n\n1 more hint: "))
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(
      recorder.output.contains("hint 3 of 3\n\n  Third hint of reset.\n\nThat was the last hint."))
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(
      recorder.output.hasSuffix(
        """
        counter.reset · A reset button: all 3 hints were shown; here they are again.

          1. First hint of reset.

          2. Second hint of reset.

          3. Third hint of reset.

        """))
    #expect(try package.record().hintsShown == ["counter.reset": 3])
  }

  @Test("hints are remembered per exercise; one without hints says so")
  func hintsPerExercise() async throws {
    defer { package.remove() }
    try package.save(ExerciseRecord(passed: [], hintsShown: ["counter.reset": 2]))
    #expect(await run(.hint(id: "counter.floor")) == 0)
    #expect(
      recorder.output.contains(
        "hint 1 of 1\n\n  Only hint of floor.\n\nSections to read first:\n"
          + "  Chapters/01-Counter/README.md#test-it\n\nThat was the last hint."))
    #expect(await run(.hint(id: "composition.limit")) == 0)
    #expect(
      recorder.output.hasSuffix("composition.limit · At most 10 of a product has no hints.\n"))
    #expect(try package.record().hintsShown == ["counter.reset": 2, "counter.floor": 1])
  }

  @Test("kit hint's last hint after the exercise passed says the solution is open, and how to see it")
  func lastHintAfterPass() async throws {
    defer { package.remove() }
    #expect(await run(.hint(id: "counter.floor")) == 0)
    #expect(
      recorder.output.hasSuffix(
        "That was the last hint. The reference solution opens once the exercise passes.\n"))
    try package.save(ExerciseRecord(passed: ["counter.reset"]))
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(await run(.hint(id: "counter.reset")) == 0)
    #expect(
      recorder.output.hasSuffix(
        "hint 3 of 3\n\n  Third hint of reset.\n\n"
          + "That was the last hint. The exercise has passed: kit solution counter.reset shows the "
          + "reference solution.\n"))
    #expect(await run(.solution(id: "counter.reset")) == 0)
  }

  @Test("kit solution before the exercise passed: refused with how to pass it, exit 1")
  func solutionLocked() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    #expect(await run(.solution(id: "counter.reset")) == 1)
    #expect(recorder.output.isEmpty)
    #expect(
      recorder.errors
        == "kit: the solution of counter.reset opens once the exercise passes: kit check counter.reset grades it (stuck? kit hint counter.reset)\n"
    )
  }

  @Test("kit solution after the exercise passed: the solution file itself")
  func solutionOpen() async throws {
    defer { package.remove() }
    try package.save(ExerciseRecord(passed: ["counter.reset"]))
    #expect(await run(.solution(id: "counter.reset")) == 0)
    #expect(
      recorder.output
        == "The reference solution of counter.reset · A reset button (Exercises/Solutions/01-Counter/CounterReset.swift):\n\n"
        + ExerciseTestPackage.solution("CounterReset"))
  }

  @Test(
    "kit solution on a terminal shows the solution in the pager, so it does not scroll off, its lines unwrapped (less -S)"
  )
  func solutionPaged() async throws {
    defer { package.remove() }
    try package.save(ExerciseRecord(passed: ["counter.reset"]))
    let terminal = RecordingConsole(isTerminal: true)
    var paged: [[String]] = []
    var longLines: [TerminalPager.LongLines] = []
    var commands = package.commands(console: terminal)
    commands.page = { lines, long in
      paged.append(lines)
      longLines.append(long)
      return true
    }
    #expect(await commands.run(.solution(id: "counter.reset")) == 0)
    #expect(terminal.output == "", "the pager showed it: nothing printed besides")
    // A 100-column line of code stays one line: cut at the window's edge, ← → scroll sideways.
    #expect(longLines == [.scrollSideways])
    #expect(TerminalPager.command(longLines: .scrollSideways) == ["less", "-R", "-F", "-X", "-S"])
    #expect(TerminalPager.command(longLines: .wrap) == ["less", "-R", "-F", "-X"])
    let lines = try #require(paged.first)
    #expect(
      lines.first
        == "The reference solution of counter.reset · A reset button (Exercises/Solutions/01-Counter/CounterReset.swift):"
    )
    #expect(
      lines.dropFirst(2).joined(separator: "\n") + "\n" == ExerciseTestPackage.solution("CounterReset"))
  }

  @Test(
    "a bad exercise command line: a message on standard error, exit code 2",
    arguments: [
      (["kit", "check"], "kit: \"check\" needs an exercise id; kit exercises lists them"),
      (["kit", "hint", "a", "b"], "kit: unexpected \"b\" after \"hint a\""),
      (["kit", "watch", "a", "b"], "kit: unexpected \"b\" after \"watch a\""),
      (["kit", "exercises", "1"], "kit: unexpected \"1\" after \"exercises\""),
      (["kit", "reset", "--force"], "kit: \"reset\" needs an exercise id; kit exercises lists them"),
    ])
  func badCommandLine(arguments: [String], message: String) async {
    defer { package.remove() }
    let program = KitProgram(
      course: package.course, console: recorder.console, openMenu: { _ in 0 },
      runTests: { _, _ in 0 })
    #expect(await program.run(arguments: arguments) == 2)
    #expect(recorder.errors == message + "\nRun kit --help to see the commands.\n")
  }
}

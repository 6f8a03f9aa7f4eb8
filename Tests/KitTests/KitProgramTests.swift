import Course
import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// Every command of `kit` as a pipe or a file sees it (no terminal): what it prints, where,
/// and its exit code. What needs a terminal or a child process is recorded, not done.
@MainActor
@Suite("kit's commands off a terminal", .tags(.kit), .timeLimit(.minutes(1)))
struct KitProgramTests {
  private let testCourse: TestCourse
  private let recorder: RecordingConsole
  private var openedMenus: [KitMenu.State] { menuLog.states }
  private let menuLog = MenuLog()

  init() throws {
    testCourse = try TestCourse()
    recorder = RecordingConsole()
  }

  /// The command lines a chapter's app was started with.
  @MainActor
  final class StartedApps {
    var arguments: [[String]] = []
  }

  /// What the program asked the terminal and the child process to do.
  @MainActor
  final class MenuLog {
    var states: [KitMenu.State] = []
    var testRuns: [(command: SuiteCommandLine, suite: String)] = []
  }

  private func program(console: RecordingConsole? = nil, course: CoursePackage? = nil) -> KitProgram {
    let log = menuLog
    return KitProgram(
      course: course ?? testCourse.course, console: (console ?? recorder).console,
      openMenu: { state in
        log.states.append(state)
        return 0
      },
      runTests: { command, suite in
        log.testRuns.append((command, suite))
        return 0
      })
  }

  @Test("bare kit off a terminal prints what the kit is, the chapter table and the commands")
  func bareKit() async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit"])
    #expect(code == 0)
    let output = recorder.output
    #expect(output.hasPrefix("The Composable kit: The Composable Architecture (TCA)"))
    #expect(output.contains("  #  Chapter"))
    #expect(output.contains("  1  Counter"))
    #expect(output.contains("  8  Root tabs"))
    #expect(output.contains("Commands:\n  kit "))
    for usage in [
      "kit list", "kit read N", "kit run N [--demo] [options…]", "kit test N", "kit --help",
    ] {
      #expect(output.contains("  \(usage)  "))
    }
    #expect(output.hasSuffix("On a terminal, kit opens the chapter menu.\n"))
    #expect(recorder.errors.isEmpty)
    #expect(openedMenus.isEmpty)
  }

  @Test("bare kit on a terminal opens the menu on the chapter list")
  func bareKitOnATerminal() async throws {
    defer { testCourse.remove() }
    let terminal = RecordingConsole(isTerminal: true)
    let code = await program(console: terminal).run(arguments: ["kit"])
    #expect(code == 0)
    let state = try #require(openedMenus.first)
    #expect(state.screen == .chapterList)
    #expect(state.chapters.map(\.number) == Array(1...8))
    #expect(terminal.output.isEmpty)
  }

  @Test("kit list prints one row per chapter, all eight ready, with what it teaches")
  func list() async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit", "list"])
    #expect(code == 0)
    let lines = recorder.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines[0].hasPrefix("  #  Chapter"))
    #expect(lines[0].hasSuffix("Status  What it teaches"))
    #expect(lines[1].hasPrefix("  1  Counter "))
    #expect(lines[1].contains(" ready ") && lines[1].hasSuffix(ChapterCatalog.chapters[0].summary))
    #expect(lines[5].hasPrefix("  5  Alerts ") && lines[5].contains(" ready "))
    #expect(lines[6].hasPrefix("  6  Sheets ") && lines[6].contains(" ready "))
    #expect(lines[7].hasPrefix("  7  Actions (delegate, view, bindable) ") && lines[7].contains(" ready "))
    #expect(lines[8].hasPrefix("  8  Root tabs ") && lines[8].contains(" ready "))
    #expect(!recorder.output.contains(" coming "))
    #expect(!recorder.output.contains("Exercises"))
  }

  @Test("kit list shows an exercises column once progress is known")
  func listWithProgress() async {
    defer { testCourse.remove() }
    var course = testCourse.course
    course.progress = [1: ExerciseProgress(solved: 1, total: 3)]
    var program = program()
    program.course = course
    _ = await program.run(arguments: ["kit", "list"])
    let lines = recorder.output.split(separator: "\n").map(String.init)
    #expect(lines[0].contains("Status  Exercises   What it teaches"))
    #expect(lines[1].contains(" ready   1/3 passed  "))
  }

  @Test("kit read N off a terminal prints the chapter's Markdown as it is")
  func readPlain() async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit", "read", "1"])
    #expect(code == 0)
    #expect(recorder.output == TestCourse.counterText)
    #expect(openedMenus.isEmpty)
  }

  @Test("kit read N on a terminal opens the reader on that chapter")
  func readOnATerminal() async throws {
    defer { testCourse.remove() }
    let terminal = RecordingConsole(isTerminal: true)
    let code = await program(console: terminal).run(arguments: ["kit", "read", "1"])
    #expect(code == 0)
    let state = try #require(openedMenus.first)
    #expect(state.selectedChapter?.number == 1)
    #expect(state.screen == .reader(offset: 0))
  }

  @Test("kit read N of a chapter whose text is not written says so, exit code 1")
  func readComing() async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit", "read", "8"])
    #expect(code == 1)
    #expect(recorder.output.isEmpty)
    #expect(
      recorder.errors
        == "kit: Chapter 8 · Root tabs is coming: its text (Chapters/08-RootTabs/README.md) is not written yet.\n"
    )
  }

  @Test(
    "a bad chapter number or an unknown command: a message on standard error, exit code 2",
    arguments: [
      (["kit", "read", "9"], "kit: there is no chapter 9; the chapters are 1 to 8"),
      (["kit", "read", "x"], "kit: \"x\" is not a chapter number; the chapters are 1 to 8"),
      (["kit", "test", "0"], "kit: there is no chapter 0; the chapters are 1 to 8"),
      (["kit", "run"], "kit: \"run\" needs a chapter number, like: kit run 1"),
      (["kit", "frobnicate"], "kit: unknown command \"frobnicate\""),
    ])
  func badCommandLine(arguments: [String], message: String) async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: arguments)
    #expect(code == 2)
    #expect(recorder.output.isEmpty)
    #expect(recorder.errors == message + "\nRun kit --help to see the commands.\n")
    #expect(openedMenus.isEmpty && menuLog.testRuns.isEmpty)
  }

  @Test("kit --help lists every command and the exit codes")
  func help() async {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit", "--help"])
    #expect(code == 0)
    #expect(recorder.output.hasPrefix("kit: the Composable kit's course runner."))
    for entry in KitHelp.commands {
      #expect(recorder.output.contains("  \(entry.usage)  "))
      #expect(recorder.output.contains(entry.summary))
    }
    #expect(recorder.output.contains("Exit codes: 0 done"))
  }

  @Test("kit --help on an 80-column terminal: every line fits, a long entry goes on under its column")
  func helpFitsTheTerminal() async {
    defer { testCourse.remove() }
    let terminal = RecordingConsole(isTerminal: true, columns: 80)
    #expect(await program(console: terminal).run(arguments: ["kit", "--help"]) == 0)
    let lines = terminal.output.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(
      terminal.output.contains(
        """
          kit reset ID [--force]         exercise ID's starting code as shipped; --force
                                         discards changes without asking
          kit --help                     this help
        """))
    #expect(
      terminal.output.hasSuffix(
        """
        Exit codes: 0 done; 1 it could not be done (a chapter still coming, a failing
        suite or exercise); 2 a command line or exercise id the kit does not understand;
        an app or a suite's own code otherwise.

        """))
  }

  @Test("kit test N runs swift test --filter '^<the chapter's test module>\\.' in the package folder")
  func testCommand() async throws {
    defer { testCourse.remove() }
    let code = await program().run(arguments: ["kit", "test", "1"])
    #expect(code == 0)
    let run = try #require(menuLog.testRuns.first)
    #expect(run.command.arguments == ["swift", "test", "--filter", "^CounterTests\\."])
    #expect(run.command.directory == testCourse.root)
    #expect(run.command.displayText == #"swift test --filter '^CounterTests\.'"#)
    #expect(run.suite == "CounterTests")
  }

  @Test("kit test N of a coming chapter says so and runs nothing, exit code 1")
  func testComing() async throws {
    defer { testCourse.remove() }
    let coming = try TestCourse(coming: [8])
    defer { coming.remove() }
    let code = await program(course: coming.course).run(arguments: ["kit", "test", "8"])
    #expect(code == 1)
    #expect(recorder.errors == "kit: Chapter 8 · Root tabs is coming: it has no tests yet.\n")
    #expect(menuLog.testRuns.isEmpty)
  }

  @Test("kit test N outside the package folder says where it looked, exit code 1")
  func testWithoutPackage() async throws {
    defer { testCourse.remove() }
    try FileManager.default.removeItem(at: testCourse.root.appendingPathComponent("Package.swift"))
    let code = await program().run(arguments: ["kit", "test", "1"])
    #expect(code == 1)
    #expect(
      recorder.errors.hasPrefix("kit: cannot find the kit's package folder (no Package.swift in "))
    #expect(menuLog.testRuns.isEmpty)
  }

  @Test("kit run N runs the chapter's app in this process with the options after N")
  func runApp() async {
    defer { testCourse.remove() }
    let started = StartedApps()
    var program = program()
    program.course.chapters[0] = ChapterInfo(
      number: 1, title: "Counter", summary: "a counter", folder: "01-Counter",
      executable: "counter", testTarget: "CounterTests",
      run: { arguments in
        started.arguments.append(arguments)
        return 3
      })
    let code = await program.run(arguments: ["kit", "run", "1", "--demo", "--speed", "2"])
    #expect(code == 3)
    #expect(started.arguments == [["kit run 1", "--demo", "--speed", "2"]])
    #expect(recorder.errors.isEmpty)
  }

  @Test("kit run N of a coming chapter says so, exit code 1")
  func runComing() async throws {
    defer { testCourse.remove() }
    let coming = try TestCourse(coming: [8])
    defer { coming.remove() }
    let code = await program(course: coming.course).run(arguments: ["kit", "run", "8", "--demo"])
    #expect(code == 1)
    #expect(recorder.errors == "kit: Chapter 8 · Root tabs is coming: it has no app yet.\n")
  }
}

import Foundation
import TerminalUI

/// The `kit` program: parses its command line and does what it asks, writing to a console.
/// What needs the real terminal or a child process comes in as functions, so tests can run
/// every command and see what it would open or run.
@MainActor
struct KitProgram {
  /// The chapters and the package folder.
  var course: CoursePackage
  /// Where output goes, and whether it is a terminal.
  var console: KitConsole
  /// Opens the menu on the terminal from a state and returns the exit code.
  var openMenu: (KitMenu.State) async -> Int32
  /// Runs a chapter's tests (the command and the suite's name), output streamed; returns the
  /// exit code.
  var runTests: (SuiteCommandLine, String) async -> Int32
  /// Runs what the exercise commands need (`swift test`); tests pass a stand-in.
  var exerciseRunner = StepRunner.childProcesses

  /// The kit on the process's own terminal and output.
  static func standard(course: CoursePackage = .standard) -> KitProgram {
    let console = KitConsole.standard
    let loop = MenuLoop.onTerminal(course: course, console: console)
    return KitProgram(
      course: course, console: console,
      openMenu: { await loop.run(from: $0) },
      runTests: { command, suite in
        await SuiteRunner(command: command, suite: suite, console: console).run()
      })
  }

  /// Runs the command line (the program's name first) and returns the exit code: 0 when done,
  /// 1 when it cannot be done (a chapter still coming), 2 for a command line the kit does not
  /// understand, or the code of the app or suite it ran.
  func run(arguments: [String]) async -> Int32 {
    let command: KitCommand
    do {
      command = try KitCommand.parse(
        Array(arguments.dropFirst()), chapterNumbers: course.chapters.map(\.number))
    } catch {
      console.printError("kit: \(error.message)")
      console.printError("Run kit --help to see the commands.")
      return 2
    }
    switch command {
    case .help:
      console.print(KitHelp.text.wrappedUnderColumns(toWidth: console.columns))
      return 0
    case .list:
      table.lines.forEach(console.print)
      return 0
    case .menu:
      guard console.isTerminal else {
        overview.forEach(console.print)
        return 0
      }
      return await openMenu(KitMenu.State(course: course))
    case .read(let number):
      return await read(number)
    case .run(let number, let appArguments):
      guard let chapter = course.chapter(number), let run = chapter.run else {
        return coming(number, "it has no app yet")
      }
      return await run(["kit run \(number)"] + appArguments)
    case .test(let number):
      guard let chapter = course.chapter(number), chapter.isAvailable else {
        return coming(number, "it has no tests yet")
      }
      guard course.hasPackage else {
        let folder = course.packageRoot.path
        console.printError(
          "kit: cannot find the kit's package folder (no Package.swift in \(folder)); "
            + "kit test runs swift test there")
        return 1
      }
      let command = SuiteCommandLine(chapter: chapter, packageRoot: course.packageRoot)
      return await runTests(command, chapter.testTarget)
    case .exercise(let command):
      let commands = ExerciseCommandRunner(course: course, console: console, runner: exerciseRunner)
      return await commands.run(command)
    }
  }

  /// `kit read N`: the reader on a terminal, the Markdown itself elsewhere.
  private func read(_ number: Int) async -> Int32 {
    guard let chapter = course.chapter(number), let text = course.text(of: chapter) else {
      let path = course.chapter(number).map(course.textPath) ?? "its README.md"
      return coming(number, "its text (\(path)) is not written yet")
    }
    guard console.isTerminal else {
      console.writeRaw(text.hasSuffix("\n") ? text : text + "\n")
      return 0
    }
    var state = KitMenu.State(course: course)
    state.selectedIndex = state.chapters.firstIndex { $0.number == number } ?? 0
    state.screen = .reader(offset: 0)
    state.isReaderOnly = true
    return await openMenu(state)
  }

  /// Says a chapter cannot do something yet, and returns exit code 1.
  private func coming(_ number: Int, _ what: String) -> Int32 {
    let name =
      course.chapter(number).map { "Chapter \($0.number) · \($0.title)" }
      ?? "Chapter \(number)"
    console.printError("kit: \(name) is coming: \(what).")
    return 1
  }

  private var table: ChapterTable {
    ChapterTable(
      chapters: course.chapters.map { ChapterEntry($0, text: nil) }, progress: course.progress)
  }

  /// What bare `kit` prints off a terminal: what the kit is, the chapters, the commands.
  private var overview: [String] {
    [
      "The Composable kit: The Composable Architecture (TCA), rebuilt from scratch and taught",
      "in the terminal, chapter by chapter.",
      "",
    ] + table.lines + ["", "Commands:"]
      + KitHelp.commandLines.joined(separator: "\n").wrappedUnderColumns(toWidth: console.columns)
      .components(separatedBy: "\n") + [
      "",
      "On a terminal, kit opens the chapter menu.",
    ]
  }
}

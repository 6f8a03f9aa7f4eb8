import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// The exercises in the kit's menu: a chapter's page lists them with their state and file, and
/// Enter opens an exercise's screen, whose keys run the `kit` commands (check, hint, watch, and
/// the solution once the exercise passed) with the terminal handed over, then come back.
@MainActor
@Suite("Exercises in the menu", .tags(.kit), .timeLimit(.minutes(1)))
struct ExerciseScreenTests {
  private let package: ExerciseTestPackage

  init() throws {
    package = try ExerciseTestPackage()
  }

  private func started(_ state: KitMenu.State) -> (KitMenuApp, VirtualTerminal) {
    let terminal = VirtualTerminal(columns: 100, rows: 30)
    let menu = KitMenuApp(state: state) { terminal.size }
    menu.app.start(on: terminal)
    return (menu, terminal)
  }

  @Test("a chapter's page lists its exercises with their state and file; Enter opens one's screen")
  func pageAndScreen() throws {
    defer { package.remove() }
    try package.start("counter.reset")
    try package.save(ExerciseRecord(passed: ["counter.floor"], hintsShown: [:]))
    let (menu, terminal) = started(KitMenu.State(course: package.course))
    terminal.press(.enter)
    // The folder the files share is named once, so each row has room for its file's name.
    #expect(terminal.text.contains(" Exercises · files in Exercises/Workbook/01-Counter/"))
    let reset = try #require(terminal.lines.first { $0.contains("A reset button") })
    #expect(reset.contains("started"))
    #expect(reset.hasSuffix("  CounterReset.swift"))
    let floor = try #require(terminal.lines.first { $0.contains("No negative numbers") })
    #expect(floor.contains("✔ passed"))
    // Run the app, play the demo, run the tests (this package has no chapter text), then the
    // exercises.
    terminal.press(.down, .down, .down)
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(menu.app.store.state.focus == .item(.exercise("counter.reset")))
    #expect(try #require(terminal.lines.first { $0.contains("A reset button") }).contains("▶ A reset button ◀"))
    terminal.press(.enter)
    #expect(menu.app.store.state.screen == .exercise(id: "counter.reset"))
    #expect(menu.app.store.state.focus == .exerciseActivity(.check))
    #expect(terminal.text.contains("counter.reset · A reset button"))
    #expect(terminal.text.contains("Make reset set the counter to 0."))
    #expect(terminal.text.contains("▶ Check it ◀"))
    #expect(terminal.text.contains("swift run kit check counter.reset"))
    let solution = try #require(terminal.lines.first { $0.contains("See the solution") })
    #expect(solution.contains("opens once the exercise passes"))
    // The solution is closed until the exercise passes: s does nothing.
    terminal.press(.character("s"))
    #expect(menu.launch == nil)
    #expect(menu.app.exitCode == nil)
    terminal.press(.escape)
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(menu.app.store.state.focus == .item(.exercise("counter.reset")))
    terminal.press(.enter, .character("h"))
    #expect(menu.launch == .exercise(.hint(id: "counter.reset")))
    #expect(menu.app.exitCode == 0)
  }

  @Test("from the exercise's screen: a hint, a check that passes, then the solution, each run and back")
  func hintCheckSolution() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let recorder = RecordingConsole()
    let grader = StandInGrader()
    grader.grading = StandInGrader.built(
      status: 0,
      report: JUnitReport.xml([.init(suite: "CounterResetTests", name: "resetFromAnyNumber(start:)")]))
    var launcher = Launcher(course: package.course, console: recorder.console)
    launcher.runner = grader.runner
    launcher.waitForEnter = {}
    // Each round of the menu: the keys pressed, on the screen the last round left.
    var rounds: [[Key]] = [
      [.enter, .down, .down, .down, .enter, .character("h")],
      [.character("s"), .character("c")],  // s does nothing: the exercise has not passed yet
      [.character("s")],
      [.character("q")],
    ]
    var screens: [KitMenu.Screen] = []
    let loop = MenuLoop(
      runMenu: { state in
        var state = state
        state.reloadExercises(packageRoot: package.root)
        let (menu, terminal) = started(state)
        for key in rounds.removeFirst() { terminal.press(key) }
        if menu.app.exitCode == nil { terminal.press(.character("q")) }
        screens.append(menu.app.store.state.screen)
        return (menu.app.exitCode ?? 0, menu.app.store.state)
      },
      perform: { [launcher] in await launcher.perform($0) })
    #expect(await loop.run(from: KitMenu.State(course: package.course)) == 0)
    #expect(rounds.isEmpty)
    #expect(screens.allSatisfy { $0 == .exercise(id: "counter.reset") })
    let output = recorder.output
    let hint = try #require(output.range(of: "counter.reset · A reset button: hint 1 of 3"))
    let passed = try #require(output.range(of: "✔ counter.reset · A reset button: passed (1 test)."))
    let solution = try #require(output.range(of: "The reference solution of counter.reset · A reset button"))
    #expect(hint.upperBound < passed.lowerBound && passed.upperBound < solution.lowerBound)
    #expect(output.components(separatedBy: "Press Enter to go back to the menu.").count == 4)
    #expect(try package.record().passed == ["counter.reset"])
  }

  @Test("a hint after a check, on the terminal: the hint starts on a cleared screen, under one 'Press Enter'")
  func hintAfterCheckOnTheTerminal() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    // The shell's screen, where the commands print while the menu is away.
    let shell = VirtualTerminal(columns: 100, rows: 60)
    let console = KitConsole(
      isTerminal: true, writeRaw: { shell.write($0) }, writeErrorRaw: { shell.write($0) },
      columns: 100)
    let grader = StandInGrader()
    grader.grading = StandInGrader.built(
      status: 0,
      report: JUnitReport.xml([.init(suite: "CounterResetTests", name: "resetFromAnyNumber(start:)")]))
    var launcher = Launcher(course: package.course, console: console)
    launcher.runner = grader.runner
    launcher.waitForEnter = {}
    var rounds: [[Key]] = [[.enter, .down, .down, .down, .enter, .character("c")], [.character("h")], [.character("q")]]
    var checkScreen = ""
    let loop = MenuLoop(
      runMenu: { state in
        if rounds.count == 2 { checkScreen = shell.text }
        let (menu, terminal) = started(state)
        for key in rounds.removeFirst() { terminal.press(key) }
        return (menu.app.exitCode ?? 0, menu.app.store.state)
      },
      perform: { [launcher] in await launcher.perform($0) })
    #expect(await loop.run(from: KitMenu.State(course: package.course)) == 0)
    #expect(checkScreen.contains("✔ counter.reset · A reset button: passed (1 test)."))
    #expect(shell.text.contains("counter.reset · A reset button: hint 1 of 3"))
    #expect(!shell.text.contains("passed (1 test)"), "the check's output was cleared first")
    #expect(shell.text.components(separatedBy: "Press Enter to go back to the menu.").count == 2)
  }
}

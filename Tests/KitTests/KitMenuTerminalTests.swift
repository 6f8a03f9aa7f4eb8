import Foundation
import TerminalUI
import TestTags
import Testing

@testable import Kit

/// The kit's menu driven through a virtual terminal, as a learner drives it.
@MainActor
@Suite("The kit's menu on a virtual terminal", .tags(.kit), .timeLimit(.minutes(1)))
struct KitMenuTerminalTests {
  private let testCourse: TestCourse

  init() throws {
    testCourse = try TestCourse()
  }

  private func started(
    _ state: KitMenu.State? = nil, columns: Int = 80, rows: Int = 24
  ) -> (KitMenuApp, VirtualTerminal) {
    let terminal = VirtualTerminal(columns: columns, rows: rows)
    let menu = KitMenuApp(state: state ?? KitMenu.State(course: testCourse.course)) {
      terminal.size
    }
    menu.app.start(on: terminal)
    return (menu, terminal)
  }

  @Test("it opens on the list of all eight chapters, the first focused, none of them coming")
  func opens() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    #expect(terminal.lines[0].hasPrefix(" The Composable kit"))
    #expect(terminal.text.contains(" 1  ▶ Counter ◀"))
    for title in ["Composition", "Dependencies", "Effects", "Alerts", "Sheets", "Root tabs"] {
      #expect(terminal.text.contains("[ \(title) ]"))
    }
    #expect(!terminal.text.contains("coming"))
    #expect(terminal.text.contains("Chapter 1 · Counter"))
    #expect(terminal.text.contains("[ Read ] [ App ] [ Demo ] [ Tests ]"))
    #expect(terminal.lines[22].hasPrefix("Tab ↑↓ move  Enter press Counter  r press Read"))
    #expect(menu.app.store.state.screen == .chapterList)
  }

  @Test("↑ and ↓ move the focus, which selects the chapter it lands on; the details follow")
  func navigates() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.down, .down)
    #expect(menu.app.store.state.selectedIndex == 2)
    #expect(terminal.text.contains(" 3  ▶ Dependencies ◀"))
    #expect(terminal.text.contains("Chapter 3 · Dependencies"))
    for _ in 0..<8 { terminal.press(.down) }
    #expect(menu.app.store.state.selectedIndex == 7)
    #expect(terminal.text.contains(" 8  ▶ Root tabs ◀"))
    #expect(terminal.text.contains("Chapter 8 · Root tabs"))
    terminal.press(.up)
    #expect(menu.app.store.state.selectedIndex == 6)
    for _ in 0..<6 { terminal.press(.up) }
    #expect(menu.app.store.state.selectedIndex == 0)
    #expect(menu.app.store.state.focus == .chapter(1))
    // Above the first row are the activity buttons: ↑ lands on the one nearest the focus's
    // column, and the selection stays on the chapter.
    terminal.press(.up)
    #expect(menu.app.store.state.focus == nil)
    #expect(menu.app.store.state.selectedIndex == 0)
    #expect(terminal.text.contains("▶ Read ◀"))
  }

  @Test("Enter opens a chapter's page: its activities beside the commands that do the same")
  func opensAChapter() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.enter)
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(menu.app.store.state.focus == .item(.read))
    #expect(terminal.text.contains("Chapter 1 · Counter"))
    #expect(terminal.text.contains("▶ Read the chapter ◀  Chapters/01-Counter/README.md"))
    #expect(terminal.text.contains("[ Run the app ]       swift run counter"))
    #expect(terminal.text.contains("[ Play the demo ]     swift run counter --demo"))
    #expect(terminal.text.contains(#"[ Run the tests ]     swift test --filter '^CounterTests\.'"#))
    terminal.press(.down, .down)
    #expect(menu.app.store.state.focus == .item(.playDemo))
    #expect(terminal.text.contains("▶ Play the demo ◀"))
  }

  @Test("a chapter folder with a recorded session: its page offers to play it, s plays it as a walk-through, its command wraps whole")
  func recordedSession() throws {
    defer { testCourse.remove() }
    let (plain, plainTerminal) = started()
    plainTerminal.press(.enter)
    #expect(!plainTerminal.text.contains("Play its session"), "no session file, no offer")
    plain.app.stop(exitCode: 0)

    try "increment\n".writeScratchFile(
      to: testCourse.root.appendingPathComponent("Chapters/01-Counter/lesson.session"))
    let (menu, terminal) = started(columns: 110)
    terminal.press(.enter)
    #expect(
      terminal.text.contains(
        "[ Play its session ]  swift run counter --demo --script Chapters/01-Counter/lesson.session"))
    terminal.press(.character("s"))
    #expect(menu.launch == .session(chapter: 1, script: "Chapters/01-Counter/lesson.session"))
    menu.app.stop(exitCode: 0)

    // At 80 columns the command wraps under itself, its path whole, instead of being cut.
    let (_, narrow) = started(columns: 80)
    narrow.press(.enter)
    let lines = narrow.text.split(separator: "\n").map { String($0) }
    let command = try #require(lines.firstIndex { $0.contains("[ Play its session ]") })
    #expect(lines[command].hasSuffix("swift run counter --demo --script"))
    #expect(lines[command + 1].trimmingCharacters(in: .whitespaces) == "Chapters/01-Counter/lesson.session")
  }

  @Test("a coming chapter's page says so and offers nothing to run")
  func comingChapter() throws {
    defer { testCourse.remove() }
    let coming = try TestCourse(coming: [8])
    defer { coming.remove() }
    let (menu, terminal) = started(KitMenu.State(course: coming.course))
    terminal.press(.character("8"))
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(menu.app.store.state.focus == nil)
    #expect(terminal.text.contains("Chapter 8 · Root tabs"))
    #expect(terminal.text.contains("Coming: this chapter is still being written."))
    #expect(!terminal.text.contains("Run the app"))
    terminal.press(.character("a"), .character("t"))
    #expect(menu.app.exitCode == nil)
    #expect(menu.launch == nil)
  }

  @Test("reading: the text in the reader, scrolled by line and page, then back with q and Esc, quit")
  func readsAndGoesBack() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.enter, .enter)
    #expect(menu.app.store.state.screen == .reader(offset: 0))
    #expect(terminal.lines[1].contains("The counter"))
    #expect(terminal.text.contains("Paragraph 1 of the counter chapter."))
    #expect(terminal.lines[19].hasPrefix(" Chapter 1 · Counter · lines 1–18 of "))
    #expect(terminal.lines[20].hasPrefix(" ▶ Page down ◀ [ Page up ] [ ↓ ] [ ↑ ]"))
    #expect(
      terminal.lines[20].contains("[ End ] [ Close ]") && !terminal.lines[20].contains("Back"),
      "one button closes the reader; Esc and q both press it")
    // The footer's two lines: the reader's keys grouped by what their buttons' `.help` says.
    #expect(terminal.lines[22].hasPrefix("Tab move  Enter press Page down  PgDn PgUp ↓ ↑ scroll"),
      "↑ and ↓ scroll the reader, so the footer does not say they move the focus")
    #expect(terminal.lines[23].hasPrefix("Esc q close"), "the footer says what q does in the reader, once")
    #expect(!terminal.lines[22...].joined().contains("press ↓"), "a key is named by what it does, not by its title")

    terminal.press(.down)
    #expect(menu.app.store.state.screen == .reader(offset: 1))
    terminal.press(.pageDown)
    #expect(menu.app.store.state.screen == .reader(offset: 18))
    #expect(terminal.lines[19].hasPrefix(" Chapter 1 · Counter · lines 19–36 of "))
    terminal.press(.end)
    guard case .reader(let bottom) = menu.app.store.state.screen else {
      Issue.record("the reader closed")
      return
    }
    #expect(terminal.text.contains("Paragraph 60 of the counter chapter."))
    #expect(terminal.lines[19].hasSuffix("(100%)"))
    terminal.press(.down)
    #expect(menu.app.store.state.screen == .reader(bottom))
    terminal.press(.home)
    #expect(menu.app.store.state.screen == .reader(offset: 0))

    // q means back in a reader, as in the apps' pager: it does not quit the kit.
    terminal.press(.character("q"))
    #expect(menu.app.exitCode == nil)
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(terminal.text.contains("▶ Read the chapter ◀"))
    terminal.press(.escape)
    #expect(menu.app.store.state.screen == .chapterList)
    #expect(terminal.text.contains(" 1  ▶ Counter ◀"))
    terminal.press(.character("q"))
    #expect(menu.app.exitCode == 0)
    #expect(menu.launch == nil)
  }

  @Test("the reader searches as the query is typed (/ goes to the field); n and N (or Enter on Next match) go to the next and previous match")
  func readerSearch() throws {
    defer { testCourse.remove() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    let menu = KitMenuApp(state: KitMenu.State(course: testCourse.course)) { terminal.size }
    menu.app.styleSupport = .styled
    menu.app.start(on: terminal)
    terminal.press(.enter, .enter, .character("/"))
    #expect(menu.app.store.state.screen == .reader(searching()), "/ focuses the search field")
    terminal.type("paragraph 1")
    // The letters of the query (p, a, g, h, n) were typed, not taken as shortcuts.
    guard case .reader(let typed) = menu.app.store.state.screen else {
      Issue.record("typing closed the reader")
      return
    }
    #expect(typed.query == "paragraph 1")
    #expect(terminal.text.contains("Search: paragraph 1█"))
    // Paragraphs 1 and 10 to 19 match, ignoring case; the first is on the first page.
    #expect(terminal.lines[19].hasPrefix(" /paragraph 1: match 1 of 11 (n next, N previous)"))
    terminal.press(.enter)
    guard case .reader(let searched) = menu.app.store.state.screen else {
      Issue.record("Enter closed the reader")
      return
    }
    #expect(!searched.isSearching, "Enter leaves the field")
    // The focus went on to Next match, so Enter again goes on to the next match.
    #expect(terminal.lines.contains { $0.contains("Enter press Next match") })
    terminal.press(.character("n"))
    #expect(terminal.lines[19].contains("match 2 of 11"))
    let top = try #require(terminal.lines.firstIndex { $0.contains("Paragraph 10 of the counter chapter.") })
    #expect(top == 1)
    // The match is drawn reversed.
    let column = try #require(terminal.lines[1].range(of: "Paragraph 1")).lowerBound.utf16Offset(in: terminal.lines[1])
    #expect(terminal.style(row: 1, column: column).isReversed)
    terminal.press(.character("N"), .character("N"))
    #expect(terminal.lines[19].contains("match 11 of 11"))
    terminal.press(.enter)
    #expect(terminal.lines[19].contains("match 1 of 11"), "Enter on Next match goes on, round to the first")
    // / starts a new search.
    terminal.press(.character("/"))
    terminal.type("nowhere")
    #expect(terminal.lines[19].contains("/nowhere: not found"))
    // Esc leaves the field and the reader open; q then goes back.
    terminal.press(.escape)
    guard case .reader(let reader) = menu.app.store.state.screen else {
      Issue.record("Esc in the field closed the reader")
      return
    }
    #expect(reader.query == "nowhere")
    terminal.press(.character("q"))
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(menu.app.exitCode == nil)
  }

  /// The reader at the top with its search field focused, as `/` leaves it.
  private func searching() -> ReaderPosition {
    var position = ReaderPosition()
    position.isSearching = true
    return position
  }

  @Test("a diagram wider than the window is not wrapped: ◀ and ▶ (← →) scroll the reader sideways")
  func readerSideways() throws {
    let diagram = "Start " + String(repeating: "─", count: 100) + "▶ End"
    let course = try TestCourse(texts: ["01-Counter": "# Wide\n\n```text\n\(diagram)\n```\n"])
    defer { course.remove() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    let menu = KitMenuApp(state: KitMenu.State(course: course.course)) { terminal.size }
    menu.app.start(on: terminal)
    terminal.press(.enter, .enter)
    let row = try #require(terminal.lines.firstIndex { $0.contains("▏ Start ───") })
    #expect(!terminal.text.contains("▶ End"))
    #expect(!terminal.text.contains("text\n"))  // the fence's language tag is not a line
    #expect(terminal.lines[row + 1].trimmingCharacters(in: .whitespaces).isEmpty)  // not wrapped
    for _ in 0..<5 { terminal.press(.right) }
    #expect(terminal.text.contains("▶ End"))
    #expect(terminal.lines[19].contains("column "))
    let atTheEnd = terminal.lines[19]
    terminal.press(.right)
    #expect(terminal.lines[19] == atTheEnd, "the scroll stops where the widest line ends")
    terminal.press(.left, .left, .left, .left, .left)
    #expect(terminal.text.contains("▏ Start"))
    #expect(!terminal.lines[19].contains("column "))
    terminal.press(.escape)
    #expect(menu.app.store.state.screen == .chapterPage)
  }

  @Test("the menu's help lists the menu's keys only: no action log, which the menu does not offer")
  func help() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.character("?"))
    #expect(terminal.text.contains("Help · The Composable kit"))
    #expect(terminal.text.contains("press Read"))
    #expect(
      terminal.lines.contains { $0.contains("│ This app   ") },
      "the rows start beside the sheet's left border, not centred as a block")
    #expect(!terminal.text.contains("log"))
    terminal.press(.escape, .character("l"))
    #expect(!menu.app.isLogVisible)
    #expect(!terminal.text.contains("Action log"))
  }

  @Test("help lists the keys of the screen shown: the list's, then the reader's with its search and its q")
  func helpPerScreen() {
    let (_, terminal) = started(columns: 100, rows: 40)
    terminal.press(.character("?"))
    #expect(terminal.text.contains("press Composition"), "the list's digits")
    #expect(!terminal.text.contains("Page down"), "no reader keys on the list")
    terminal.press(.escape, .enter, .character("r"), .character("?"))
    #expect(terminal.text.contains("PgDn PgUp ↓ ↑  scroll"), "the reader's keys, grouped as in its footer")
    #expect(terminal.text.contains("/              find"))
    #expect(terminal.text.contains("Esc q          close"))
    #expect(!terminal.text.contains("press Close"), "q is listed once, with the reader's keys")
    #expect(!terminal.text.contains("q quit"), "q goes back in the reader: help does not say it quits")
    #expect(!terminal.text.contains("press Composition"), "no list keys in the reader")
  }

  @Test("a chapter's number on the list opens its page")
  func digitsOpenAChapter() {
    let (menu, terminal) = started()
    terminal.press(.character("4"))
    #expect(menu.app.store.state.selectedIndex == 3)
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(terminal.text.contains("Chapter 4 · Effects"))
    terminal.press(.character("2"))
    #expect(menu.app.store.state.selectedIndex == 3, "on a page a digit opens nothing")
  }

  @Test("on a 110-column window a long chapter title and a session's command are whole")
  func longTitles() throws {
    let (_, terminal) = started(columns: 110, rows: 30)
    #expect(terminal.text.contains("[ Actions (delegate, view, bindable) ]"))
    let folder = testCourse.root.appendingPathComponent("Chapters/03-Dependencies")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "increment\n".writeScratchFile(to: folder.appendingPathComponent("dependencies.session"))
    let (_, wide) = started(columns: 110, rows: 30)
    wide.press(.character("3"))
    #expect(
      wide.text.contains(
        "swift run dependencies --demo --script Chapters/03-Dependencies/dependencies.session"))
  }

  @Test("on an 80-column window every chapter's summary starts in the same column, the longest title's too, progress after each")
  func summariesLineUp() throws {
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    for number in 1...8 { state.progress[number] = ExerciseProgress(solved: 0, total: 7) }
    let (menu, terminal) = started(state)
    var columns: Set<Int> = []
    for chapter in menu.app.store.state.chapters {
      let row = try #require(terminal.lines.first { $0.contains("\(chapter.number)  ") && $0.contains(chapter.title) })
      let summary = try #require(row.range(of: String(chapter.summary.prefix(8))))
      columns.insert(row.distance(from: row.startIndex, to: summary.lowerBound))
    }
    #expect(terminal.text.contains("[ Actions (delegate, view, bindable) ]"))
    #expect(columns.count == 1, "the summaries start in columns \(columns.sorted())")
  }

  @Test("at 80×24 a page taller than the window scrolls to keep the focus in view under the chapter's title; a long file name is cut on its line")
  func longPageScrolls() throws {
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    let titles = (1...12).map { "Exercise \($0): close the sheet after paying" }
    state.exercises[6] = titles.enumerated().map { index, title in
      let exercise = Exercise(
        id: "sheets.e\(index)", chapter: 6, title: title,
        file: "Exercises/Workbook/06-Sheets/DismissAfterPaying\(index).swift", grader: "Grader",
        summary: "", hints: [], difficulty: 1, kind: .exercise, prerequisites: [])
      return ExerciseEntry(exercise, state: .notStarted)
    }
    let (menu, terminal) = started(state)
    terminal.press(.character("6"))
    #expect(menu.app.store.state.screen == .chapterPage)
    #expect(terminal.text.contains(" Exercises · files in Exercises/Workbook/06-Sheets/"), "named once")
    let page = 1..<22  // under the header, above the footer's two lines
    #expect(!terminal.lines[page].contains { $0.contains("[ Back ]") }, "the page is taller than the window")
    // From the first activity (this course has no text for chapter 6, so no Read): the two
    // others, twelve exercises, then Back.
    for step in 1...15 {
      terminal.press(.down)
      #expect(terminal.lines[1].contains("Chapter 6 · Sheets"), "the title stays at the top")
      #expect(
        terminal.lines[page].contains { $0.contains("▶ ") && $0.contains(" ◀") },
        "after \(step) ↓ the focused control is on screen")
    }
    #expect(terminal.lines[page].contains { $0.contains("▶ Back ◀") })
    #expect(terminal.lines[page].contains { $0.contains("[ \(titles[11]) ]") })
    #expect(terminal.text.contains("↑ "), "the list says what scrolled out above")
    // Each file's name is on its exercise's line, cut with …, not wrapped onto the next.
    let files = terminal.lines.filter { $0.contains("DismissAfter") }
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { $0.contains("Exercise ") && $0.hasSuffix("…") })
    #expect(!terminal.lines.contains { $0.hasSuffix(".swift") })
  }

  @Test("on a chapter's page the exercises' files line up, whatever each one's state says")
  func filesLineUp() throws {
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    let states: [ExerciseState] = [.passed, .notStarted, .failingAgain, .started]
    state.exercises[6] = states.enumerated().map { index, state in
      let exercise = Exercise(
        id: "sheets.e\(index)", chapter: 6, title: "Exercise \(index)",
        file: "Exercises/Workbook/06-Sheets/Sheet\(index).swift", grader: "Grader", summary: "",
        hints: [], difficulty: 1, kind: .exercise, prerequisites: [])
      return ExerciseEntry(exercise, state: state)
    }
    let (_, terminal) = started(state, columns: 100, rows: 30)
    terminal.press(.character("6"))
    let columns = try (0..<states.count).map { index in
      let row = try #require(terminal.lines.first { $0.contains("Sheet\(index).swift") })
      return row.distance(from: row.startIndex, to: try #require(row.range(of: "Sheet\(index)")).lowerBound)
    }
    #expect(Set(columns).count == 1, "the files start at columns \(columns)")
  }

  @Test("r on the list reads the selected chapter at once")
  func readShortcut() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.character("r"))
    #expect(menu.app.store.state.screen == .reader(offset: 0))
    #expect(terminal.text.contains("Paragraph 1 of the counter chapter."))
  }

  @Test("a script drives the list, a chapter's page and the reader by the titles of their buttons")
  func byTitles() async throws {
    defer { testCourse.remove() }
    let menu = KitMenuApp(state: KitMenu.State(course: testCourse.course)) { .standard }
    var output: [String] = []
    let code = await menu.app.runScript(
      ["tap Dependencies", "tap Back", "tap Counter", "tap Read the chapter", "tap Page down", "tap Close", "tap Play the demo"],
      output: { output.append($0) }, errorOutput: { Issue.record("\($0)") })
    #expect(code == 0)
    let transcript = output.joined(separator: "\n")
    #expect(transcript.contains("chapterTapped(3)"))
    #expect(transcript.contains("│ Chapter 3 · Dependencies"))
    #expect(transcript.contains("Chapter 1 · Counter · lines 18–35 of"))
    #expect(menu.launch == .demo(chapter: 1))
  }

  @Test(
    "starting an app, a demo or the tests stops the menu with exit code 0 and says what to run",
    arguments: [
      ([Key.enter, .down, .enter], Launch.app(chapter: 1)),
      ([Key.character("a")], Launch.app(chapter: 1)),
      ([Key.enter, .down, .down, .enter], Launch.demo(chapter: 1)),
      ([Key.character("d")], Launch.demo(chapter: 1)),
      ([Key.enter, .character("t")], Launch.tests(chapter: 1)),
    ])
  func launches(keys: [Key], launch: Launch) {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    for key in keys { terminal.press(key) }
    #expect(menu.launch == launch)
    #expect(menu.app.exitCode == 0)
  }

  @Test("Ctrl-C quits the menu with exit code 130 and starts nothing")
  func controlC() {
    defer { testCourse.remove() }
    let (menu, terminal) = started()
    terminal.press(.ctrlC)
    #expect(menu.app.exitCode == 130)
    #expect(menu.launch == nil)
  }

  @Test("the progress slot: a chapter's solved exercises show in the list and on its page")
  func progress() {
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    state.progress = [1: ExerciseProgress(solved: 2, total: 3)]
    let (_, terminal) = started(state)
    let counter = terminal.lines.first { $0.contains("1  ▶ Counter ◀") } ?? ""
    #expect(counter.hasSuffix("2/3 passed"))
    terminal.press(.enter)
    #expect(terminal.text.contains("Exercises: 2/3 passed"))
  }

  @Test("without progress the list shows no exercise figures at all")
  func noProgress() {
    defer { testCourse.remove() }
    let (_, terminal) = started()
    #expect(!terminal.text.contains("passed"))
    terminal.press(.enter)
    #expect(!terminal.text.contains("Exercises"))
  }
}

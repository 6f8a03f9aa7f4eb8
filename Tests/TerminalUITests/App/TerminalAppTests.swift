import Composable
import TestTags
import Testing
@testable import TerminalUI

@MainActor
@Suite("A store-driven app on the virtual terminal", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct TerminalAppTests {
  private func started(columns: Int = 60, rows: Int = 16) -> (TerminalApp<TestCounter.State, TestCounter.Action>, VirtualTerminal) {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: columns, rows: rows)
    app.styleSupport = .styled
    app.start(on: terminal)
    return (app, terminal)
  }

  @Test("the first frame: header, view, footer with the keys of its controls")
  func firstFrame() {
    let (_, terminal) = started()
    #expect(terminal.lines[0].hasPrefix(" Chapter 1 · Counter"))
    #expect(terminal.lines[1] == "Count: 0")
    #expect(terminal.lines[15].hasPrefix("Tab ↑↓ move  Enter press +  - press -"))
    #expect(terminal.style(row: 0, column: 2).isReversed)
  }

  @Test("keys send actions and the screen follows the state")
  func keys() {
    let (app, terminal) = started()
    terminal.press(.character("+"), .character("+"), .character("-"))
    #expect(app.store.state.count == 1)
    #expect(terminal.lines[1] == "Count: 1")
  }

  @Test("a change made by an effect is drawn too")
  func effectRedraws() async {
    let (app, terminal) = started()
    terminal.press(.character("+"), .character("d"))
    await app.finishEffects()
    #expect(app.store.state.count == 2)
    #expect(terminal.lines[1] == "Count: 2")
  }

  @Test("a change sent to the store from outside the key map is drawn")
  func externalSend() {
    let (app, terminal) = started()
    app.store.send(.incrementTapped)
    #expect(terminal.lines[1] == "Count: 1")
  }

  @Test("the spinner animates while the feature is busy")
  func spinner() {
    let (app, terminal) = started()
    terminal.press(.character("L"))
    #expect(app.viewRuntime.showsProgress)
    #expect(terminal.lines[2] == "\(Spinner.frames[0]) Loading…")
    app.advanceAnimation()
    #expect(terminal.lines[2] == "\(Spinner.frames[1]) Loading…")
    terminal.press(.character("F"))
    #expect(!app.viewRuntime.showsProgress)
    #expect(!terminal.text.contains("Loading"))
  }

  @Test("the action log shows each action and the diff it caused, newest last")
  func actionLog() throws {
    let (app, terminal) = started(columns: 60, rows: 24)
    terminal.press(.character("+"), .character("+"), .character("l"))
    #expect(app.isLogVisible)
    #expect(app.log.entries.count == 2)
    #expect(app.log.entries[0].action.contains("incrementTapped"))
    #expect(app.log.entries[1].diff?.contains("count: 2") == true)
    #expect(terminal.text.contains("Action log · 2 actions"))
    #expect(terminal.lines[0].hasSuffix("log"))
    // The newest entry is at the bottom of the panel; the older one is a scroll back away.
    let newest = try #require(terminal.position(of: "+   count: 2"))
    #expect(newest.row > terminal.lines.count / 2)
    #expect(terminal.position(of: "+   count: 1") == nil)
    terminal.press(.character("["), .character("["))
    #expect(terminal.position(of: "+   count: 1") != nil)
    terminal.press(.character("l"))
    #expect(!terminal.text.contains("Action log"))
  }

  @Test("the log panel sits beside the view in a wide window and scrolls back")
  func logBesideAndScroll() {
    let (_, terminal) = started(columns: 120, rows: 12)
    for _ in 0..<6 { terminal.press(.character("+")) }
    terminal.press(.character("l"))
    let row = terminal.lines[1]
    #expect(row.hasPrefix("Count: 6"))
    #expect(row.contains("╭─ Action log · 6 actions"))
    #expect(terminal.text.contains("count: 6"))
    terminal.press(.character("["), .character("["), .character("["))
    #expect(terminal.text.contains("Action log · 6 actions · ↑"))
    #expect(!terminal.text.contains("count: 6"))
    terminal.press(.character("]"), .character("]"), .character("]"))
    #expect(terminal.text.contains("count: 6"))
  }

  @Test("? shows help over the screen; Esc closes it")
  func help() {
    let (_, terminal) = started(rows: 20)
    terminal.press(.character("?"))
    #expect(terminal.text.contains("Help · Counter"))
    #expect(terminal.text.contains("press Double"))
    #expect(terminal.text.contains("quit at once (exit code 130)"))
    terminal.press(.character("+"))  // keys do not reach the app under the help
    terminal.press(.escape)
    #expect(!terminal.text.contains("Help ·"))
    #expect(terminal.lines[1] == "Count: 0")
  }

  @Test("in a short window help shows what fits and says how much more there is, as a list does")
  func shortHelp() {
    let (_, terminal) = started(rows: 12)
    terminal.press(.character("?"))
    #expect(terminal.text.contains("Help · Counter"))
    #expect(terminal.text.contains("This app"))
    #expect(terminal.text.contains("more"), "the rows the window cannot hold are counted, not lost without a word")
    #expect(!terminal.text.contains("For instructors"))
  }

  @Test("help lists the log's scrolling and width keys only while the log is shown: closed, they do nothing")
  func helpListsTheLogKeysThatAct() {
    let (_, terminal) = started(columns: 80, rows: 30)
    terminal.press(.character("?"))
    #expect(terminal.text.contains("l log"))
    #expect(!terminal.text.contains("scroll log") && !terminal.text.contains("log width"))
    terminal.press(.escape, .character("l"), .character("?"))
    #expect(terminal.text.contains("[ ] scroll log") && terminal.text.contains("w log width"))
  }

  @Test("started with --quit-label (by the kit's menu), q and Ctrl-C say what they do there")
  func quitLabel() throws {
    let app = makeCounterApp()
    let options = try RunOptions.parse(["--quit-label", "back to the menu"])
    #expect(options.quitLabel == "back to the menu")
    app.quitLabel = options.quitLabel
    let terminal = VirtualTerminal(columns: 60, rows: 20)
    app.start(on: terminal)
    #expect(terminal.lines[15...].contains { $0.contains("q back to the menu") })
    terminal.press(.character("?"))
    #expect(terminal.text.contains("^C back to the menu at"))
    #expect(!terminal.text.contains("exit code 130"))
  }

  @Test("r reads the chapter in the reader; q goes back")
  func pager() {
    let (app, terminal) = started()
    terminal.press(.character("r"))
    #expect(terminal.lines[1] == " Counter")
    #expect(terminal.text.contains("Press +."))
    #expect(terminal.text.contains("lines 1–"))
    terminal.press(.character("q"))
    #expect(app.exitCode == nil)
    #expect(terminal.lines[1] == "Count: 0")
  }

  @Test("the reader searches with /, n and N; q while typing is part of the query, then q goes back")
  func pagerSearch() {
    let app = makeCounterApp(chapterText: "# Counter\n\n" + (1...40).map { "Step \($0): press plus." }.joined(separator: "\n\n"))
    let terminal = VirtualTerminal(columns: 60, rows: 16)
    app.start(on: terminal)
    terminal.press(.character("r"), .character("/"))
    terminal.type("step 3q")
    terminal.press(.backspace, .enter)
    // The reader's status row is under its page of eleven rows, above its buttons and the footer.
    #expect(terminal.lines[12].contains("/step 3: match 1 of 11"))
    #expect(terminal.lines[1] == " Step 3: press plus.")
    terminal.press(.character("n"))
    #expect(terminal.lines[1] == " Step 30: press plus.")
    terminal.press(.character("N"), .character("N"))
    #expect(terminal.lines[12].contains("match 11 of 11"))
    terminal.press(.character("q"))
    #expect(app.exitCode == nil)
    #expect(terminal.lines[1] == "Count: 0")
  }

  @Test("at 80×24 the reader's footer groups its keys by what they do, Esc and q saying close, all of them on its two lines")
  func readerFooter() {
    let wide = "```\n" + String(repeating: "x", count: 120) + "\n```"
    let steps = (1...40).map { "Step \($0): press plus." }.joined(separator: "\n\n")
    let app = makeCounterApp(chapterText: "# Counter\n\n" + wide + "\n\n" + steps)
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.start(on: terminal)
    terminal.press(.character("r"))
    let footer = terminal.lines[22...].joined(separator: "\n")
    #expect(footer.hasPrefix("Tab move  Enter press Page down  PgDn PgUp ↓ ↑ scroll  Home End top, end"))
    #expect(footer.hasSuffix("\nEsc q close  / find  ← → sideways"), "the keys past the first line are not cut off")
    #expect(!footer.contains("press ↓") && !footer.contains("Back") && !footer.contains("…"))
    terminal.press(.character("/"))
    terminal.type("step 3")
    #expect(terminal.lines[22...].joined(separator: "\n").contains("type into Search"), "the field's keys while it takes the letters")
    terminal.press(.enter)
    #expect(terminal.lines[23].contains("n N next, previous match"))
  }

  @Test("a text field takes typing while it has the focus, shortcuts and q do not fire meanwhile")
  func textField() {
    let (app, terminal) = started()
    terminal.press(.shiftTab)
    terminal.type("Ada+q")
    terminal.press(.backspace, .backspace, .enter)
    #expect(app.store.state.count == 0)
    #expect(app.exitCode == nil)
    #expect(app.store.state.name == "Ada")
    #expect(terminal.text.contains("Hello, Ada!"))
  }

  @Test("q quits with 0, and the app takes no more keys")
  func quit() {
    let (app, terminal) = started()
    terminal.press(.character("q"))
    #expect(app.exitCode == 0)
    terminal.press(.character("+"))
    #expect(app.store.state.count == 0)
  }

  @Test("Ctrl-C quits with 130, even from the help screen")
  func controlC() {
    let (app, terminal) = started()
    terminal.press(.character("?"), .ctrlC)
    #expect(app.exitCode == 130)
  }

  @Test("a window too small gets the message and ignores keys; growing it brings the app back")
  func resize() {
    let (app, terminal) = started(columns: 60, rows: 16)
    terminal.resize(columns: 30, rows: 8)
    #expect(terminal.text.contains("window too small: need 40×10,"))
    #expect(!terminal.text.contains("Count"))
    #expect(
      terminal.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "until then keys do nothing"),
      "the message says what keys do meanwhile: nothing")
    // Keys the learner cannot see the effect of do nothing: no action, no log, no help.
    terminal.press(.character("+"), .character("l"), .character("?"), .character("q"))
    #expect(app.store.state.count == 0)
    #expect(app.log.entries.isEmpty)
    #expect(app.exitCode == nil)
    terminal.resize(columns: 45, rows: 12)
    #expect(terminal.lines[1] == "Count: 0")
    #expect(!app.isLogVisible)
    #expect(terminal.lines[11].hasPrefix("Tab ↑↓ move  Enter press +"))
    terminal.resize(columns: 30, rows: 8)
    terminal.press(.ctrlC)
    #expect(app.exitCode == 130)
  }

  @Test("unknown keys change nothing")
  func unknownKeys() {
    let (app, terminal) = started()
    let before = terminal.text
    terminal.press(.character("z"), .pageDown, .control("x"))
    #expect(terminal.text == before)
    #expect(app.log.entries.isEmpty)
  }
}

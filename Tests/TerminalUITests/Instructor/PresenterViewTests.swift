import TerminalUI
import TestTags
import Testing

/// The presenter view (`P`, `--present`): no header, a footer of the one key that leaves it; the
/// newest action and its diff in a large panel beside the app on a wide window, below it on a
/// narrow one.
@MainActor
@Suite("The presenter view", .tags(.terminalUI))
struct PresenterViewTests {
  private func presenting(columns: Int, rows: Int) -> (
    TerminalApp<TestCounter.State, TestCounter.Action>, VirtualTerminal
  ) {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: columns, rows: rows)
    app.start(on: terminal)
    terminal.press(.character("+"), .character("+"), .character("P"))
    return (app, terminal)
  }

  @Test("160 columns: the app on the left half, the action and its diff beside it; the footer says how to leave")
  func wide() throws {
    let (_, terminal) = presenting(columns: 160, rows: 24)
    #expect(!terminal.text.contains("Chapter 1 · Counter"), "no header")
    #expect(!terminal.text.contains("q quit"), "none of the app's keys in the footer")
    // A learner who pressed P, or started with --present, sees the way back, as every other
    // screen's footer shows its keys.
    #expect(terminal.lines.last == "P leave the presenter view")
    #expect(terminal.lines[0].hasPrefix("Count: 2"))
    let title = try #require(terminal.position(of: "Action · step 2 of 2"))
    #expect(title.row == 0)
    #expect(title.column > 80)
    let action = try #require(terminal.position(of: "TestCounter.Action.incrementTapped"))
    #expect(action.column > 80)
    #expect(terminal.text.contains("+   count: 2"))
  }

  @Test("80 columns: the app on top, the action panel below it across the window")
  func narrow() throws {
    let (_, terminal) = presenting(columns: 80, rows: 24)
    #expect(!terminal.text.contains("Chapter 1 · Counter"))
    #expect(terminal.lines[0] == "Count: 2")
    #expect(terminal.lines.last == "P leave the presenter view")
    let title = try #require(terminal.position(of: "Action · step 2 of 2"))
    #expect(title.row == 3)  // right under the app's three lines: the panel takes the blank rows
    #expect(title.column < 10)
    let action = try #require(terminal.position(of: "TestCounter.Action.incrementTapped"))
    #expect(action.row == 4)
    #expect(terminal.text.contains("+   count: 2"))
  }

  @Test("P again brings the chrome back; time travel shows its step in the panel and its banner")
  func toggleAndTravel() {
    let (app, terminal) = presenting(columns: 160, rows: 24)
    terminal.press(.character("<"))
    #expect(terminal.text.contains("Action · step 1 of 2"))
    #expect(terminal.lines[0].hasPrefix("Count: 1"))
    #expect(terminal.text.contains("step 1 of 2 · viewing the past"))
    terminal.press(.escape, .character("P"))
    #expect(terminal.lines[0].hasPrefix(" Chapter 1 · Counter"))
    #expect(app.store.state.count == 2)
  }
}

import TestTags
import Testing
@testable import TerminalUI

@MainActor
@Suite("Demo mode", .tags(.terminalUI))
struct DemoTests {
  @Test("steps play in order with their captions; Space pauses; → steps; the end is announced")
  func walkThrough() {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 70, rows: 14)
    app.startDemo(on: terminal)
    #expect(terminal.lines[12].contains("Demo of 4 steps"))
    app.advanceDemo()
    #expect(terminal.lines[12].contains("1/4 The count starts at zero."))
    terminal.press(.space)
    #expect(app.demo.isPaused)
    #expect(terminal.lines[12].contains("paused"))
    terminal.press(.right)
    #expect(terminal.lines[12].contains("2/4 Plus adds one."))
    #expect(app.store.state.count == 1)
    terminal.press(.right, .right)
    #expect(app.store.state.name == "Ada")
    #expect(!app.isDemoOver)
    terminal.press(.right)
    #expect(app.isDemoOver)
    #expect(terminal.text.contains("Demo finished"))
  }

  @Test(
    "while the demo plays, the app's keys are held back so the state stays the captions' one; once it is over they work"
  )
  func keysWaitForTheDemo() {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 100, rows: 14)
    app.startDemo(on: terminal)
    terminal.press(.right, .right)
    #expect(app.store.state.count == 1)
    terminal.press(.character("+"), .character("<"), .enter)
    #expect(app.store.state.count == 1, "+ did not add one behind the captions' back")
    #expect(app.viewedStep == nil, "nor did time travel start")
    #expect(terminal.text.contains("the demo is playing: Space pauses, → plays the next step"))
    terminal.press(.space, .character("+"))
    #expect(app.store.state.count == 1, "paused, the demo still holds the keys")
    #expect(terminal.text.contains("the demo is paused: Space plays on, → plays the next step"))
    #expect(terminal.lines[13].hasPrefix("Space play  → next step"), "the footer offers what acts, not the held keys")
    terminal.press(.character("l"))
    #expect(app.isLogVisible, "the log opens: it changes nothing")
    terminal.press(.right, .right, .right)
    #expect(app.isDemoOver)
    terminal.press(.enter, .character("+"))
    #expect(app.store.state.name == "Ada", "Enter saved the name the demo typed")
    #expect(app.store.state.count == 2, "the demo is over: + adds one")
  }

  @Test("while the demo plays, the keys it lets through are the app's own, never text for the field it focused")
  func instructorKeysSkipTheFocusedField() {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 100, rows: 14)
    app.startDemo(on: terminal)
    terminal.press(.right, .right, .right, .right)  // … "focus Name", "type Ada"
    #expect(!app.isDemoOver)
    #expect(terminal.text.contains("Ada"))
    terminal.press(.character("l"))
    #expect(app.isLogVisible, "l opens the log while the demo holds the keys")
    #expect(!terminal.text.contains("Adal"), "the focused field did not take l as text")
  }

  @Test("once the demo is over, → and Space are the app's again: → moves the focus, Space presses")
  func arrowsWorkAfterTheDemo() {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 100, rows: 14)
    app.startDemo(on: terminal)
    terminal.press(.right, .right, .right, .right, .right)
    #expect(app.isDemoOver)
    #expect(app.store.state.count == 1)

    terminal.press(.up)  // from the name field to the row of buttons: -, nearest its column
    terminal.press(.left)  // to +
    terminal.press(.right)  // back to -
    terminal.press(.space)

    #expect(app.store.state.count == 0, "→ moved the focus to -, and Space pressed it")
    #expect(!app.demo.isPaused)
  }
}

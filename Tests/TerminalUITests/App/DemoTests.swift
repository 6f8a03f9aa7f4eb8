import Testing
import TerminalUI

@MainActor
@Suite("Demo mode")
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
    #expect(app.isDemoPaused)
    #expect(terminal.lines[12].contains("paused"))
    terminal.press(.right)
    #expect(terminal.lines[12].contains("2/4 Plus adds one."))
    #expect(app.store.state.count == 1)
    terminal.press(.right, .right)
    #expect(app.screen.field.text == "Ada")
    #expect(!app.isDemoOver)
    terminal.press(.right)
    #expect(app.isDemoOver)
    #expect(terminal.text.contains("Demo finished"))
  }
}

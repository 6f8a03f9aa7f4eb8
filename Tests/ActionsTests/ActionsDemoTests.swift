import ActionsChapter
import ChapterTestSupport
import Composable
import OnlineStore
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (→ steps it).
@MainActor
@Suite("The actions demo")
struct ActionsDemoTests {
  @Test("the demo edits, is refused, clears the message, saves, and ends on the log")
  func playTheDemo() async {
    let app = ActionsChapter.makeApp()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    var sawRefusal = false
    while !terminal.text.contains("The log: bindings, view, delegate.") {
      terminal.press(.right)
      for _ in 0..<20 { await Task.yield() }
      sawRefusal = sawRefusal || terminal.text.contains("✗ The email needs one")
      if app.log.entries.count > 200 { break }
    }
    #expect(sawRefusal)
    #expect(app.isLogVisible)
    #expect(app.store.state.profile.destination == nil)
    #expect(app.store.state.profile.profile.username == "johndny")
    #expect(app.store.state.profile.profile.email == "john@gmail.com")
    #expect(app.store.state.savedCount == 1)
  }
}

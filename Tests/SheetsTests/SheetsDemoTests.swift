import ChapterTestSupport
import Composable
import SheetsChapter
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (→ steps it); the
/// server's delay runs on a `TestClock`.
@MainActor
@Suite("The sheets demo")
struct SheetsDemoTests {
  @Test("the demo closes the cart both ways and visits the profile's destinations")
  func playTheDemo() async {
    let clock = TestClock()
    let app = SheetsChapter.makeApp { $0.continuousClock = clock }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    var sawForm = false
    var sawAlert = false
    while !terminal.text.contains("The log: every action and its diff.") {
      terminal.press(.right)
      for _ in 0..<20 { await Task.yield() }
      await clock.advance(by: SheetsChapter.serverDelay)
      for _ in 0..<20 { await Task.yield() }
      sawForm = sawForm || terminal.text.contains("╭─ Edit profile ─")
      sawAlert = sawAlert || terminal.text.contains("Restore your profile?")
      if app.log.entries.count > 200 { break }
    }
    #expect(sawForm)
    #expect(sawAlert)
    #expect(app.isLogVisible)
    #expect(app.store.state.profile == nil)
    #expect(app.store.state.productList.cartState == nil)
    let actions = app.log.entries.map(\.action)
    #expect(actions.filter { $0 == "SheetsAppDomain.Action.productList(.cart(.dismiss))" }.count == 2)
    #expect(
      actions.contains(
        "SheetsAppDomain.Action.profile(.destination(.presented(.alert(.confirmRestore))))"))
  }
}

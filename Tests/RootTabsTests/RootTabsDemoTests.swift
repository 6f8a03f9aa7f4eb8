import ChapterTestSupport
import Composable
import RootTabsChapter
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (→ steps it), on a clock
/// that does not wait.
@MainActor
@Suite("The root-tabs demo")
struct RootTabsDemoTests {
  @Test("the demo pushes two deep, switches tabs, pops back to the list, and ends on the log")
  func playTheDemo() async {
    let app = RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    var deepest = 0
    var sawProfileTab = false
    while !terminal.text.contains("The log: every push, delegate and pop.") {
      terminal.press(.right)
      for _ in 0..<20 { await Task.yield() }
      deepest = max(deepest, app.store.state.path.count)
      sawProfileTab = sawProfileTab || app.store.state.selectedTab == .profile
      if app.log.entries.count > 200 { break }
    }
    #expect(deepest == 2)
    #expect(sawProfileTab)
    #expect(app.isLogVisible)
    #expect(app.store.state.path.isEmpty)
    #expect(app.store.state.productListState.productList[0].count == 1)
    #expect(app.log.entries.contains { $0.action.hasSuffix(".popFrom(id: #1))") })
  }
}

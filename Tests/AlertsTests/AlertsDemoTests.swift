import AlertsChapter
import ChapterTestSupport
import Composable
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (→ steps it); the
/// order's delay runs on a `TestClock`.
@MainActor
@Suite("The alerts demo")
struct AlertsDemoTests {
  @Test("the demo buys, fails, removes all, and ends on the log")
  func playTheDemo() async {
    let clock = TestClock()
    let app = AlertsChapter.makeApp { $0.continuousClock = clock }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    var sawSuccess = false
    var sawError = false
    while !terminal.text.contains("The log: every alert action and its diff.") {
      terminal.press(.right)
      for _ in 0..<20 { await Task.yield() }
      await clock.advance(by: AlertsChapter.orderDelay)
      for _ in 0..<20 { await Task.yield() }
      sawSuccess = sawSuccess || app.store.state.productList.cartState?.alert == .successAlert
      sawError = sawError || app.store.state.productList.cartState?.alert == .errorAlert
      if app.log.entries.count > 200 { break }
    }
    #expect(sawSuccess)
    #expect(sawError)
    #expect(app.isLogVisible)
    #expect(app.store.state.productList.cartState == nil)
    #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
    #expect(app.log.entries.contains { $0.action.hasSuffix(".delegate(.orderFinished))))") })
  }

  @Test("a step whose command is → moves the focus and is shown, not taken as the player's → key")
  func rightArrowStepIsShown() {
    let app = AlertsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    for _ in 0..<6 { terminal.press(.right) }

    #expect(terminal.lines.contains { $0.contains(" 6/") && $0.contains("→ moves the focus: no action is sent.") })
    #expect(terminal.text.contains("▶ Cancel ◀"))  // the alert's focus moved from Pay to Cancel
    terminal.press(.right)
    #expect(terminal.lines.contains { $0.contains(" 7/") && $0.contains("Esc taps Cancel") })
    #expect(terminal.lines.last?.hasPrefix("Space pause  → next step") == true)
  }
}

import AlertsChapter
import ChapterTestSupport
import Composable
import TerminalUI
import TestTags
import Testing

/// The alerts chapter end to end, checked the way every chapter is: its `--demo` played step by
/// step on a virtual terminal, its recorded session replayed in script mode, and the built
/// `alerts` executable run as a learner runs it.
@Suite("The alerts chapter, end to end", .tags(.alerts, .endToEnd), .timeLimit(.minutes(1)))
struct AlertsEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    // The order's delay runs on a test clock, moved after each step.
    .demo("it buys, fails, removes all, and ends on the log") { terminal in
      let clock = TestClock()
      let app = AlertsChapter.makeApp { $0.continuousClock = clock }
      app.startDemo(on: terminal)
      var sawSuccess = false
      var sawError = false
      await terminal.stepDemo(until: "The log: every alert action and its diff.") { _ in
        await clock.advance(by: AlertsChapter.orderDelay)
        for _ in 0..<20 { await Task.yield() }
        sawSuccess = sawSuccess || app.store.state.productList.cartState?.alert == .successAlert
        sawError = sawError || app.store.state.productList.cartState?.alert == .errorAlert
      }
      #expect(sawSuccess)
      #expect(sawError)
      #expect(app.isLogVisible)
      #expect(app.store.state.productList.cartState == nil)
      #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
      #expect(app.log.entries.contains { $0.action.hasSuffix(".delegate(.orderFinished))))") })
    },
    // On a clock that does not wait, so each order's answer arrives within the step that
    // confirmed it.
    .textFrame(inChapterFolder: "05-Alerts", startingWith: "Pr│", "the alert over the cart, Pay $109.95 focused") {
      await ScriptTranscript(
        running: ["tap Add to Cart", "tap Go to Cart", "tap Pay $109.95"],
        on: AlertsChapter.makeApp { $0.continuousClock = ImmediateClock() })
    },
    .session(
      "alerts", inChapterFolder: "05-Alerts",
      "a purchase that goes through, one that fails, then Remove all", demoSteps: 21,
      printing: [
        "│        Thank you!         │",
        "│                 Oops!                  │",
        "│                   Remove all items?                   │",
      ]
    ) { session in
      let server = OrderServer(delay: AlertsChapter.orderDelay)
      let app = AlertsChapter.makeApp(server: server) { $0.continuousClock = ImmediateClock() }
      let run = await ScriptTranscript(running: session.lines, on: app)
      let actions = app.log.entries.map(\.action)
      // The list's `.task` asks for the products as the app starts; they are loaded already.
      #expect(actions.first == "AlertsAppDomain.Action.productList(.fetchProducts)")
      #expect(actions.count == 25)
      #expect(actions.filter { $0.hasSuffix(".didConfirmPurchase)))))") }.count == 2)
      #expect(actions.contains { $0.contains(".didReceivePurchaseResponse(.success(") })
      #expect(actions.contains { $0.contains(".didReceivePurchaseResponse(.failure(") })
      #expect(actions.filter { $0.hasSuffix(".delegate(.orderFinished))))") }.count == 1)
      #expect(actions.contains("AlertsAppDomain.Action.productList(.cart(.dismiss))"))
      #expect(
        actions.last == "AlertsAppDomain.Action.confirmationDialog(.presented(.confirmRemoveAll))")
      #expect(app.store.state.productList.cartState == nil)
      #expect(app.store.state.confirmationDialog == nil)
      #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
      #expect(server.failsOrders, "the toggle was tapped once: the server still fails orders")
      #expect(app.isLogVisible)
      return [run]
    },
    // On the real clock: `wait` lets the order's 1.2 s pass.
    .executable(
      "alerts", "--script: a backpack, the cart, Pay, confirm, wait, Done, quit",
      script: ["tap Add to Cart", "tap Go to Cart", "tap Pay $109.95", "enter", "wait", "tap Done", "q"],
      output: [
        .containing("▶ Pay $109.95 ◀  [ Cancel ]"),
        .containing("⠋ Sending your order…"),
        .containing("│ Your order is in process. │"),
        .containing(
          "▸ AlertsAppDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"),
        .endingWith("── 7: q\n── quit, exit code 0\n"),
      ]),
    .help(
      "alerts", "says the buttons are pressed by their titles in a script",
      listing: ["  tap <title>     presses the button"]),
  ]
}

import AlertsChapter
import ChapterTestSupport
import Composable
import Testing

/// The session the chapter ships (`alerts.session`): it replays in script mode on a clock that
/// does not wait, so each order's answer arrives within the step that confirmed it.
@MainActor
@Suite("The alerts chapter's recorded session")
struct AlertsSessionTests {
  @Test("it replays: a purchase that goes through, one that fails, then Remove all")
  func replays() async throws {
    let session = try RecordedSession("alerts", inChapterFolder: "05-Alerts")
    let server = OrderServer(delay: AlertsChapter.orderDelay)
    let app = AlertsChapter.makeApp(server: server) { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)

    let actions = app.log.entries.map(\.action)
    // The list's `.task` asks for the products as the app starts; they are loaded already.
    #expect(actions.first == "AlertsAppDomain.Action.productList(.fetchProducts)")
    #expect(actions.count == 25)
    #expect(actions.filter { $0.hasSuffix(".didConfirmPurchase)))))") }.count == 2)
    #expect(actions.contains { $0.contains(".didReceivePurchaseResponse(.success(") })
    #expect(actions.contains { $0.contains(".didReceivePurchaseResponse(.failure(") })
    #expect(actions.filter { $0.hasSuffix(".delegate(.orderFinished))))") }.count == 1)
    #expect(actions.contains("AlertsAppDomain.Action.productList(.cart(.dismiss))"))
    #expect(actions.last == "AlertsAppDomain.Action.confirmationDialog(.presented(.confirmRemoveAll))")
    #expect(run.output.contains("│        Thank you!         │"))
    #expect(run.output.contains("│                 Oops!                  │"))
    #expect(run.output.contains("│                   Remove all items?                   │"))

    #expect(app.store.state.productList.cartState == nil)
    #expect(app.store.state.confirmationDialog == nil)
    #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
    #expect(server.failsOrders, "the toggle was tapped once: the server still fails orders")
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
    #expect(session.demoSteps.count == 21)
  }
}

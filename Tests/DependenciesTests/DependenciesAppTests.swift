import ChapterTestSupport
import Composable
import DependenciesChapter
import Foundation
import OnlineStore
import TerminalUI
import Testing

/// The chapter's app, driven end to end in script mode, once per `--client` choice. The app is
/// made by the same `makeApp` the executable uses; the test adds its own `withDependencies`:
/// a clock it controls (no real waiting) and `uuid = .incrementing` (ids it can read).
@MainActor
@Suite("The app, for each --client choice")
struct DependenciesAppTests {
  /// The overrides every test here needs, plus the clock it chooses.
  private func controlled(clock: any Clock<Duration>) -> (inout DependencyValues) -> Void {
    return {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
  }

  @Test("offline: a spinner, then the catalog; + changes the selected row, addressed by UUID(0)")
  func offline() async {
    let app = DependenciesChapter.makeApp(
      client: .offline, withDependencies: controlled(clock: ImmediateClock()))
    let run = await ScriptTranscript(running: ["wait", "+", "down", "+", "+"], on: app)

    #expect(run.exitCode == 0)
    #expect(
      run.output.contains(
        """
        │ Client  offline · the embedded catalog after 0.6 s on the clock
        │
        │ ⠋ Loading the products…
        """))
    #expect(run.text(ofStep: 1).contains("▸ ProductListDomain.Action.fetchProductsResponse("))
    #expect(
      run.text(ofStep: 1).contains("  +       id: UUID(19),"))
    #expect(
      run.text(ofStep: 2).contains(
        """
        ▸ ProductListDomain.Action.product(.element(id: UUID(0), \
        action: .addToCart(.didTapPlusButton)))
        """))
    #expect(
      run.text(ofStep: 5).contains(
        """
        ▸ ProductListDomain.Action.product(.element(id: UUID(1), \
        action: .addToCart(.didTapPlusButton)))
        """))
    #expect(run.text(ofStep: 5).contains("  −         count: 1\n  +         count: 2"))
    let frame = run.lastFrame
    #expect(frame.contains("  id    product                                         price  cart"))
    #expect(
      frame.contains("  0000  Fjallraven - Foldsack No. 1 Backpack, Fits…   $109.95  [-] 1 [+]"))
    #expect(
      frame.contains("› 0001  Mens Casual Premium Slim Fit T-Shirts          $22.30  [-] 2 [+]"))
    #expect(
      frame.contains(
        "  0002  Mens Cotton Jacket                             $55.99  [ Add to Cart ]"))
    #expect(frame.contains("  ↓ 4 more"))
  }

  @Test("slow: still loading at 2.9 s on the test clock, loaded at 3 s")
  func slow() async {
    let clock = TestClock()
    let app = DependenciesChapter.makeApp(client: .slow, withDependencies: controlled(clock: clock))

    await clock.advance(by: .milliseconds(2900))
    let before = await ScriptTranscript(running: [], on: app)
    #expect(before.output.contains("│ Client  slow · the embedded catalog after 3 s on the clock"))
    #expect(before.lastFrame.contains(" ⠋ Loading the products…"))
    #expect(!before.output.contains("Fjallraven"))

    await clock.advance(by: .milliseconds(100))
    let after = await ScriptTranscript(running: ["down"], on: app)
    #expect(
      after.lastFrame.contains(
        "› 0001  Mens Casual Premium Slim Fit T-Shirts          $22.30  [ Add to Cart ]"))
    #expect(app.store.state.productList.count == 20)
  }

  @Test("failing: the error line, the error's reason, and Retry; Retry loads again and fails again")
  func failing() async {
    let app = DependenciesChapter.makeApp(
      client: .failing, withDependencies: controlled(clock: ImmediateClock()))
    // With an ImmediateClock the retried request fails within the `retry` step itself.
    let run = await ScriptTranscript(running: ["wait", "retry"], on: app)

    #expect(run.exitCode == 0)
    #expect(
      run.text(ofStep: 1).contains(
        """
        ▸ ProductListDomain.Action.fetchProductsResponse(.failure(.simulatedFailure(endpoint: "fetchProducts")))
            ProductListDomain.State(
          −   dataLoadingStatus: DataLoadingStatus.loading,
          +   dataLoadingStatus: DataLoadingStatus.error,
              … (2 unchanged)
            )
        """))
    #expect(
      run.text(ofStep: 1).contains(
        """
        │ ✗ The products could not be loaded.
        │   The offline store is set to fail, so fetchProducts failed on purpose.
        │
        │   [ Retry ]  Enter
        """))
    #expect(run.text(ofStep: 1).contains("│Enter retry  l log  r read chapter  ? help  q quit"))
    #expect(
      run.text(ofStep: 2).contains(
        """
        ▸ ProductListDomain.Action.fetchProducts
            ProductListDomain.State(
          −   dataLoadingStatus: DataLoadingStatus.error,
          +   dataLoadingStatus: DataLoadingStatus.loading,
        """))
    #expect(
      run.text(ofStep: 2).contains(
        """
        ▸ ProductListDomain.Action.fetchProductsResponse(.failure(.simulatedFailure(endpoint: "fetchProducts")))
            ProductListDomain.State(
          −   dataLoadingStatus: DataLoadingStatus.loading,
          +   dataLoadingStatus: DataLoadingStatus.error,
        """))
    #expect(app.store.state.productList.isEmpty)
  }

  @Test("live: the client the command line chose, replaced by the test's own: the test wins")
  func live() async throws {
    let address = try #require(URL(string: "http://localhost:8080"))
    let app = DependenciesChapter.makeApp(client: .live(baseURL: address)) {
      $0.uuid = .incrementing
      // No network in tests: the override comes after the chapter's choice, so it wins.
      $0.apiClient.fetchProducts = { Array(Product.sample.prefix(2)) }
    }
    let run = await ScriptTranscript(running: ["wait"], on: app)

    #expect(run.output.contains("│ Client  live · the store server at http://localhost:8080"))
    #expect(
      run.lastFrame.contains(
        "› 0000  Fjallraven - Foldsack No. 1 Backpack, Fits…   $109.95  [ Add to Cart ]"))
    #expect(
      run.lastFrame.contains(
        "  0001  Mens Casual Premium Slim Fit T-Shirts          $22.30  [ Add to Cart ]"))
    #expect(app.store.state.productList.count == 2)
  }

  @Test("the demo walks through the loaded list on the offline client")
  func demo() async {
    let app = DependenciesChapter.makeApp(
      client: .offline, withDependencies: controlled(clock: ImmediateClock()))
    await app.finishEffects()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    for _ in 0..<5 { app.advanceDemo() }
    #expect(terminal.text.contains("+ sends .product(.element(id:action:)) with the row's id."))
    #expect(terminal.text.contains("› 0000  Fjallraven"))
    #expect(app.store.state.productList[id: UUID(0)]?.count == 1)
    for _ in 0..<4 { app.advanceDemo() }
    #expect(terminal.text.contains("Action log"))
    #expect(app.store.state.productList[id: UUID(1)]?.count == 1)
  }

  @Test("the demo on the failing client shows the error and a Retry that fails again")
  func demoOnTheFailingClient() async {
    let app = DependenciesChapter.makeApp(
      client: .failing, withDependencies: controlled(clock: ImmediateClock()))
    await app.finishEffects()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    for _ in 0..<5 { app.advanceDemo() }
    await app.finishEffects()
    #expect(terminal.text.contains("Enter sends fetchProducts again: that is Retry…"))
    #expect(terminal.text.contains("✗ The products could not be loaded."))
    let fetches = app.log.entries.filter { $0.action == "ProductListDomain.Action.fetchProducts" }
    #expect(fetches.count == 2)
  }

  @Test("the live client offline: the typed error's reason under the error, and the demo's captions follow the failure")
  func liveClientOffline() async throws {
    let live = ClientChoice.live(baseURL: try #require(URL(string: "https://fakestoreapi.com")))
    let app = DependenciesChapter.makeApp(client: live) {
      $0.apiClient.fetchProducts = { throw APIError.cannotReachServer(host: "fakestoreapi.com") }
    }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    for _ in 0..<3 {
      await app.finishEffects()
      app.advanceDemo()
    }
    #expect(terminal.text.contains("✗ The products could not be loaded."))
    #expect(terminal.text.contains("The store server fakestoreapi.com could not be reached."))
    #expect(terminal.text.contains("3/8 The client threw: the response set dataLoadingStatus to .error."))
    for _ in 0..<5 { app.advanceDemo() }
    #expect(!app.log.entries.contains { $0.action.contains(".product(.element") })
    #expect(terminal.text.contains("8/8 Tests swap the client and clock"))
  }
}

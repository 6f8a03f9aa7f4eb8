import ChapterTestSupport
import Composable
import DependenciesChapter
import Foundation
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The chapter's app, driven end to end in script mode by the titles of its buttons, once per
/// `--client` choice. The app is made by the same `makeApp` the executable uses; the test adds
/// its own `withDependencies`: a clock it controls (no real waiting) and `uuid = .incrementing`
/// (ids it can read).
@MainActor
@Suite("The app, for each --client choice", .tags(.dependencies), .timeLimit(.minutes(1)))
struct DependenciesAppTests {
  /// The overrides every test here needs, plus the clock it chooses.
  private func controlled(clock: any Clock<Duration>) -> (inout DependencyValues) -> Void {
    return {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
  }

  @Test("offline: the list's .task loads it; Add to Cart on two rows, each addressed by its UUID")
  func offline() async throws {
    let app = DependenciesChapter.makeApp(
      client: .offline, withDependencies: controlled(clock: ImmediateClock()))
    let run = await ScriptTranscript(
      running: ["wait", "tap Add to Cart", "down", "tap Add to Cart", "tap +"], on: app)

    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let start = try #require(run.step("start")).frame
    #expect(start[2] == "Client offline · the embedded catalog after 0.6 s on the clock")
    #expect(start[4] == "⠋ Loading the products…")
    #expect(app.log.entries.first?.action == "ProductListDomain.Action.fetchProducts")
    #expect(run.text(ofStep: 1).contains("▸ ProductListDomain.Action.fetchProductsResponse("))
    #expect(run.text(ofStep: 1).contains("  +       id: UUID(19),"))
    #expect(
      run.text(ofStep: 2).contains(
        """
        ▸ ProductListDomain.Action.product(.element(id: UUID(0), \
        action: .addToCart(.didTapPlusButton)))
        """))
    #expect(
      run.text(ofStep: 4).contains(
        """
        ▸ ProductListDomain.Action.product(.element(id: UUID(1), \
        action: .addToCart(.didTapPlusButton)))
        """))
    // + presses the plus of the row the focus is in: the second row's.
    #expect(run.text(ofStep: 5).contains("  −         count: 1\n  +         count: 2"))
    let frame = run.lastFrame
    #expect(frame[3] == "0000 Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lapt…  $109.95 [ - ] 1 [ + ]")
    #expect(frame[4] == "0001 Mens Casual Premium Slim Fit T-Shirts                 $22.30 [ - ] 2 ▶ + ◀")
    #expect(frame[5] == "0002 Mens Cotton Jacket                                  $55.99 [ Add to Cart ]")
    #expect(app.store.state.productList.map(\.count).prefix(3) == [1, 2, 0])
  }

  @Test("slow: still loading at 2.9 s on the test clock, loaded at 3 s")
  func slow() async throws {
    let clock = TestClock()
    let app = DependenciesChapter.makeApp(client: .slow, withDependencies: controlled(clock: clock))

    // The first frame makes the list appear: its .task sends .fetchProducts.
    let before = await ScriptTranscript(running: [], on: app)
    await clock.advance(by: .milliseconds(2900))
    #expect(before.lastFrame[2] == "Client slow · the embedded catalog after 3 s on the clock")
    #expect(before.lastFrame[4] == "⠋ Loading the products…")
    #expect(app.store.state.dataLoadingStatus == .loading)

    await clock.advance(by: .milliseconds(100))
    await app.finishEffects()
    let after = await ScriptTranscript(running: ["down"], on: app)
    #expect(
      after.lastFrame[4]
        == "0001 Mens Casual Premium Slim Fit T-Shirts               $22.30 ▶ Add to Cart ◀")
    #expect(app.store.state.productList.count == 20)
    // The .task appeared once: one request, however often the view was drawn.
    #expect(app.log.entries.filter { $0.action == "ProductListDomain.Action.fetchProducts" }.count == 1)
  }

  @Test("failing: the error and Retry; Retry loads again and fails again")
  func failing() async throws {
    let app = DependenciesChapter.makeApp(
      client: .failing, withDependencies: controlled(clock: ImmediateClock()))
    // With an ImmediateClock the retried request fails within the `tap Retry` step itself.
    let run = await ScriptTranscript(running: ["wait", "tap Retry"], on: app)

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
    let error = try #require(run.step("1: wait")).frame
    #expect(Array(error[4...5]) == ["✗ The products could not be loaded.", "▶ Retry ◀"])
    #expect(error.last == "Enter press Retry  l log  r read chapter  ? help  q quit")
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

  @Test("a tap of Retry while the list is loaded is misuse: reported, naming the buttons there")
  func retryWithoutAnError() async {
    let app = DependenciesChapter.makeApp(
      client: .offline, withDependencies: controlled(clock: ImmediateClock()))
    let run = await ScriptTranscript(running: ["wait", "tap Retry"], on: app)

    #expect(run.exitCode != 0)
    #expect(run.errors.contains("Retry"))
    #expect(run.errors.contains("Add to Cart"))
    #expect(app.log.entries.filter { $0.action == "ProductListDomain.Action.fetchProducts" }.count == 1)
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

    #expect(run.lastFrame[2] == "Client live · the store server at http://localhost:8080")
    #expect(
      Array(run.lastFrame[4...5]) == [
        "0000 Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…  $109.95 ▶ Add to Cart ◀",
        "0001 Mens Casual Premium Slim Fit T-Shirts               $22.30 [ Add to Cart ]",
      ])
    #expect(app.store.state.productList.count == 2)
  }

  @Test("the demo walks through the loaded list on the offline client")
  func demo() async {
    let app = DependenciesChapter.makeApp(
      client: .offline, withDependencies: controlled(clock: ImmediateClock()))
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    await app.finishEffects()
    for _ in 0..<5 { app.advanceDemo() }
    #expect(terminal.text.contains("Add to Cart sends .product(.element(id:…)) with the row's id."))
    #expect(terminal.text.contains("0000 Fjallraven"))
    #expect(app.store.state.productList[id: UUID(0)]?.count == 1)
    for _ in 0..<4 { app.advanceDemo() }
    #expect(terminal.text.contains("Action log"))
    #expect(app.store.state.productList[id: UUID(1)]?.count == 1)
  }

  @Test("the demo on the failing client shows the error and a Retry that fails again")
  func demoOnTheFailingClient() async {
    let app = DependenciesChapter.makeApp(
      client: .failing, withDependencies: controlled(clock: ImmediateClock()))
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    await app.finishEffects()
    for _ in 0..<4 { app.advanceDemo() }
    await app.finishEffects()
    #expect(terminal.text.contains("Retry sends fetchProducts again…"))
    #expect(terminal.text.contains("✗ The products could not be loaded."))
    let fetches = app.log.entries.filter { $0.action == "ProductListDomain.Action.fetchProducts" }
    #expect(fetches.count == 2)
  }

  @Test("the live client offline: the error and Retry, and the demo's captions follow the failure")
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
    #expect(terminal.text.contains("3/7 The client threw: the response set dataLoadingStatus to .error."))
    #expect(
      app.log.entries.contains { $0.action.contains("cannotReachServer(host: \"fakestoreapi.com\")") })
    for _ in 0..<4 { app.advanceDemo() }
    #expect(!app.log.entries.contains { $0.action.contains(".product(.element") })
    #expect(terminal.text.contains("7/7 Tests swap the client and clock"))
  }
}

import ChapterTestSupport
import Composable
import EffectsChapter
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The chapter's app driven as a user drives it: scripts that tap its buttons by title in script
/// mode, and a virtual terminal for the timer, whose ticks redraw the screen as the test clock
/// moves. `makeApp(withDependencies:)` takes the clock, so no test waits on real time.
@MainActor
@Suite("The effects app, end to end", .tags(.effects), .timeLimit(.minutes(1)))
struct EffectsAppTests {
  @Test("the fact: a spinner and the running effect while it loads, then the fact")
  func fact() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }

    let asking = await ScriptTranscript(running: ["tap +", "tap +", "tap +", "tap Fact"], on: app)
    #expect(
      asking.text(ofStep: 4).contains(
        """
        ▸ EffectsAppDomain.Action.counter(.factButtonTapped)
            EffectsAppDomain.State(
              … (1 unchanged)
              counter: CounterFeature.State(
                … (3 unchanged)
          −     isLoading: false,
          +     isLoading: true,
        """))
    #expect(asking.lastFrame.contains("⠋ fetching a fact about 3…"))
    #expect(asking.lastFrame.contains("fact  .run { try await numberFact.fetch(3) }"))

    // The live fact client waits one second on the clock: the test moves it.
    await clock.advance(by: .seconds(1))
    let answered = await ScriptTranscript(running: [], on: app)
    #expect(answered.lastFrame.contains("3 is odd and prime: only 1 and 3 divide it."))
    #expect(
      answered.lastFrame.contains("none: the last actions returned .none, or their effects ended"))
    #expect(
      app.log.entries.last?.action == """
        EffectsAppDomain.Action.counter(.factResponse("3 is odd and prime: only 1 and 3 divide it."))
        """)
  }

  @Test("+ while the fact loads: the spinner and the running effect still name the number asked about")
  func countChangesWhileTheFactLoads() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }
    let run = await ScriptTranscript(running: ["tap +", "tap Fact", "tap +"], on: app)
    #expect(run.lastFrame.contains("Count [ - ] 2 ▶ + ◀"))
    #expect(run.lastFrame.contains("⠋ fetching a fact about 1…"))
    #expect(run.lastFrame.contains("fact  .run { try await numberFact.fetch(1) }"))
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.counter.fact == NumberFacts.fact(about: 1))
  }

  @Test("Fact at 10, then +: the spinner names 10, the number asked about, beside a count of 11")
  func factAboutTheNumberAskedFor() async {
    let clock = TestClock()
    let store = Store(initialState: CounterFeature.State(count: 10)) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact = .offline(delay: .seconds(1))
    }
    let host = ViewHost(CounterView(store: store), columns: 80, rows: 12)

    host.tap("Fact")
    host.tap("+")
    #expect(host.screen.contains("Count [ - ] 11 ▶ + ◀"))
    #expect(host.screen.contains("⠋ fetching a fact about 10…"))
    #expect(host.screen.contains("fact  .run { try await numberFact.fetch(10) }"))

    for _ in 0..<20 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    for _ in 0..<100 where store.fact == nil { await Task.yield() }
    #expect(host.screen.contains("10 is even, and has 4 divisors: 1, 2, 5, 10."))
  }

  @Test("the timer ticks live on the screen as the clock advances, and stops when toggled off")
  func timerOnScreen() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.start(on: terminal)

    terminal.press(.character("t"))
    await app.letEffectsStart()
    #expect(terminal.lines.contains { $0.contains("Stop timer ") && $0.contains("● on: +1 every second") })
    #expect(terminal.lines.contains { $0.hasPrefix("      .cancellable(id: CancelID.timer)") })

    await clock.advance(by: .seconds(3))
    // t pressed the timer's button and left the focus where it was, on -.
    #expect(terminal.lines.contains { $0.contains("Count ▶ - ◀ 3 [ + ]") })

    terminal.press(.character("t"))
    await clock.advance(by: .seconds(5))
    #expect(
      terminal.lines.contains { $0.contains("Count ▶ - ◀ 3 [ + ]") },
      "no tick after the timer was cancelled")
    #expect(terminal.lines.contains { $0.contains("Start timer ") && $0.contains("○ off") })
    #expect(clock.pendingSleeps == 0)
    let actions: [String] = app.log.entries.map(\.action)
    #expect(actions.filter { $0.hasSuffix(".timerTick)") }.count == 3)
    terminal.press(.character("q"))
  }

  @Test("the timer in script mode: on, the clock moves between scripts, off, nothing after")
  func timerInScripts() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp {
      $0.continuousClock = clock
      $0.apiClient.fetchProducts = { [] }
    }

    let on = await ScriptTranscript(running: ["tap Start timer"], on: app)
    #expect(on.lastFrame.contains { $0.contains("▶ Stop timer ◀ ● on: +1 every second") })
    await app.letEffectsStart()
    await clock.advance(by: .seconds(2))
    let off = await ScriptTranscript(running: ["tap Stop timer"], on: app)
    #expect(off.output.hasPrefix("── start"))
    #expect(
      off.text(ofStep: 1).contains(
        """
        ▸ EffectsAppDomain.Action.counter(.toggleTimerButtonTapped)
            EffectsAppDomain.State(
              … (1 unchanged)
              counter: CounterFeature.State(
                … (5 unchanged)
          −     isTimerRunning: true
          +     isTimerRunning: false
        """))
    #expect(off.lastFrame.contains("Count [ - ] 2 [ + ]"))
    await clock.advance(by: .seconds(10))
    let later = await ScriptTranscript(running: [], on: app)
    #expect(later.lastFrame.contains("Count [ - ] 2 [ + ]"))
  }

  @Test("Products: the app's .task loaded it on appearing; the first answer failed, Retry shows it")
  func productsErrorThenRetry() async throws {
    let app = EffectsChapter.makeApp {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
    }
    let run = await ScriptTranscript(
      running: ["wait", "tap Products", "tap Retry", "down", "tap Counter"], on: app)

    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(app.log.entries.first?.action == "EffectsAppDomain.Action.productList(.fetchProducts)")
    #expect(
      run.text(ofStep: 1).contains(
        """
        ▸ EffectsAppDomain.Action.productList(.fetchProductsResponse(.failure(.simulatedFailure(endpoint: "fetchProducts"))))
        """))
    let products = try #require(run.step("2: tap Products"))
    #expect(products.log.first == "▸ EffectsAppDomain.Action.tabSelected(.products)")
    #expect(
      Array(products.frame[1...3]) == [
        "A flaky network: the first request fails, Retry succeeds.",
        "✗ The products could not be loaded.",
        "▶ Retry ◀",
      ])
    #expect(products.frame.contains("1 Counter  2 [Products]"))
    // With an ImmediateClock the retried request answers within the `tap Retry` step itself.
    #expect(run.text(ofStep: 3).contains("▸ EffectsAppDomain.Action.productList(.fetchProducts)"))
    #expect(run.text(ofStep: 3).contains("    .fetchProductsResponse(\n      .success("))
    #expect(
      run.text(ofStep: 3).contains(
        "  −     dataLoadingStatus: DataLoadingStatus.loading,\n  +     dataLoadingStatus: DataLoadingStatus.success,"
      ))
    let rows = try #require(run.step("4: down")).frame
    #expect(rows.contains("Mens Casual Premium Slim Fit T-Shirts                    $22.30 ▶ Add to Cart ◀"))
    // Back on the Counter tab: the tab is the domain's state, chosen by an action.
    let counter = try #require(run.step("5: tap Counter"))
    #expect(counter.log.first == "▸ EffectsAppDomain.Action.tabSelected(.counter)")
    #expect(counter.frame.contains("1 [Counter]  2 Products"))
    #expect(app.store.state.productList.productList.count == 20)
  }

  @Test("leaving the Products tab while it loads cancels nothing: the .task lives on the TabView")
  func leavingTheTabWhileItLoads() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    let away = await ScriptTranscript(running: ["tap Products", "tap Counter"], on: app)
    #expect(away.exitCode == 0)
    #expect(app.store.state.productList.dataLoadingStatus == .loading)
    await app.letEffectsStart()
    await clock.advance(by: EffectsChapter.productsDelay)
    await app.finishEffects()
    #expect(
      app.store.state.productList.dataLoadingStatus == .error,
      "the request ran on after the tab went, and its (failing) answer arrived")

    let back = await ScriptTranscript(running: ["tap Products", "tap Retry"], on: app)
    await app.letEffectsStart()
    await clock.advance(by: EffectsChapter.productsDelay)
    await app.finishEffects()
    #expect(back.exitCode == 0)
    #expect(app.store.state.productList.productList.count == 20)
  }

  @Test("the demo plays its lesson: fact, timer on and off, products failing then retried")
  func demo() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    for _ in 0..<3 { app.advanceDemo() }
    await app.letEffectsStart()
    #expect(terminal.text.contains("Fact returns .run: the fact is fetched beside the reducer."))
    await clock.advance(by: .seconds(1))
    app.advanceDemo()
    #expect(terminal.lines.contains("2 is the only even prime number."))
    app.advanceDemo()
    await app.letEffectsStart()
    await clock.advance(by: .seconds(2))
    app.advanceDemo()
    #expect(terminal.lines.contains { $0.contains("Count [ - ] 4 [ + ]") })
    app.advanceDemo()
    #expect(app.store.state.counter.isTimerRunning == false)
    app.advanceDemo()
    #expect(app.store.state.selectedTab == .products)
    app.advanceDemo()
    #expect(terminal.text.contains("✗ The products could not be loaded."))
    app.advanceDemo()
    await app.letEffectsStart()
    await clock.advance(by: .milliseconds(800))
    app.advanceDemo()
    #expect(terminal.text.contains("Action log"))
    #expect(app.store.state.productList.productList.count == 20)
  }
}

extension TerminalApp {
  /// Gives the effects just started a moment on the main actor to reach their first wait.
  func letEffectsStart() async {
    for _ in 0..<20 { await Task.yield() }
  }
}

import ChapterTestSupport
import Composable
import EffectsChapter
import OnlineStore
import TerminalUI
import Testing

/// The chapter's app driven as a user drives it: scripts of key presses in script mode, and a
/// virtual terminal for the timer, whose ticks redraw the screen as the test clock moves.
/// `makeApp(withDependencies:)` takes the clock, so no test waits on real time.
@MainActor
@Suite("The effects app, end to end")
struct EffectsAppTests {
  @Test("the fact: a spinner and the running effect while it loads, then the fact")
  func fact() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }

    let asking = await ScriptTranscript(
      running: ["increment", "increment", "increment", "fact"], on: app)
    #expect(
      asking.text(ofStep: 4).contains(
        """
        ▸ EffectsAppDomain.Action.counter(.factButtonTapped)
            EffectsAppDomain.State(
              counter: CounterFeature.State(
                … (3 unchanged)
          −     isLoading: false,
          +     isLoading: true,
        """))
    #expect(asking.lastFrame.contains("   Fact     ⠋ fetching a fact about 3…"))
    #expect(asking.lastFrame.contains("     fact   .run { try await numberFact.fetch(3) }"))

    // The live fact client waits one second on the clock: the test moves it.
    await clock.advance(by: .seconds(1))
    let answered = await ScriptTranscript(running: [], on: app)
    #expect(answered.lastFrame.contains("   Fact     3 is odd and prime: only 1 and 3 divide it."))
    #expect(
      answered.lastFrame.contains(
        "     none: the last actions returned .none, or their effects ended"))
    #expect(
      app.log.entries.last?.action == """
        EffectsAppDomain.Action.counter(.factResponse("3 is odd and prime: only 1 and 3 divide it."))
        """)
  }

  @Test("+ while the fact loads: the spinner and the running effect still name the number asked about")
  func countChangesWhileTheFactLoads() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }
    let run = await ScriptTranscript(running: ["increment", "fact", "increment"], on: app)
    #expect(run.lastFrame.contains("   Count    [-]  2  [+]"))
    #expect(run.lastFrame.contains("   Fact     ⠋ fetching a fact about 1…"))
    #expect(run.lastFrame.contains("     fact   .run { try await numberFact.fetch(1) }"))
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.counter.fact == NumberFacts.fact(about: 1))
  }

  @Test("the timer ticks live on the screen as the clock advances, and stops when toggled off")
  func timerOnScreen() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.start(on: terminal)

    terminal.press(.character("t"))
    await app.letEffectsStart()
    #expect(terminal.lines.contains("   Timer    ● on   +1 every second; t stops it"))
    #expect(terminal.lines.contains("            .cancellable(id: CancelID.timer)"))

    await clock.advance(by: .seconds(3))
    #expect(terminal.lines.contains("   Count    [-]  3  [+]"))

    terminal.press(.character("t"))
    await clock.advance(by: .seconds(5))
    #expect(
      terminal.lines.contains("   Count    [-]  3  [+]"), "no tick after the timer was cancelled")
    #expect(terminal.lines.contains("   Timer    ○ off  t starts it"))
    #expect(clock.pendingSleeps == 0)
    #expect(app.log.entries.map(\.action).filter { $0.hasSuffix(".timerTick)") }.count == 3)
    terminal.press(.character("q"))
  }

  @Test("the timer in script mode: on, the clock moves between scripts, off, nothing after")
  func timerInScripts() async {
    let clock = TestClock()
    let app = EffectsChapter.makeApp { $0.continuousClock = clock }

    let on = await ScriptTranscript(running: ["timer"], on: app)
    #expect(on.lastFrame.contains("   Timer    ● on   +1 every second; t stops it"))
    await clock.advance(by: .seconds(2))
    let off = await ScriptTranscript(running: ["timer"], on: app)
    #expect(off.output.hasPrefix("── start"))
    #expect(
      off.text(ofStep: 1).contains(
        """
        ▸ EffectsAppDomain.Action.counter(.toggleTimerButtonTapped)
            EffectsAppDomain.State(
              counter: CounterFeature.State(
                … (5 unchanged)
          −     isTimerRunning: true
          +     isTimerRunning: false
        """))
    #expect(off.lastFrame.contains("   Count    [-]  2  [+]"))
    await clock.advance(by: .seconds(10))
    let later = await ScriptTranscript(running: [], on: app)
    #expect(later.lastFrame.contains("   Count    [-]  2  [+]"))
  }

  @Test("Products: Tab loads, the first request fails, Enter retries and the list shows")
  func productsErrorThenRetry() async {
    let app = EffectsChapter.makeApp {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
    }
    let run = await ScriptTranscript(running: ["tab", "retry", "down", "tab"], on: app)

    #expect(run.exitCode == 0)
    #expect(run.text(ofStep: 1).contains("▸ EffectsAppDomain.Action.productList(.fetchProducts)"))
    #expect(
      run.text(ofStep: 1).contains(
        """
        ▸ EffectsAppDomain.Action.productList(.fetchProductsResponse(.failure(.simulatedFailure(endpoint: "fetchProducts"))))
        """))
    #expect(
      run.text(ofStep: 1).contains(
        """
        │   ✗ The products could not be loaded.
        │     The offline store is set to fail, so fetchProducts failed on purpose.
        │
        │     [ Retry ]  Enter
        """))
    #expect(run.text(ofStep: 1).contains("│Enter retry  l log  r read chapter  ? help  q quit"))
    #expect(run.text(ofStep: 2).contains("    .fetchProductsResponse(\n      .success("))
    #expect(
      run.text(ofStep: 2).contains(
        "  −     dataLoadingStatus: DataLoadingStatus.loading,\n  +     dataLoadingStatus: DataLoadingStatus.success,"
      ))
    #expect(
      run.text(ofStep: 3).contains(
        "│  ›  Mens Casual Premium Slim Fit T-Shirts                                $22.30"))
    // Back on the Counter tab: switching tabs is screen state, no action.
    #expect(run.text(ofStep: 4).contains("▸") == false)
    #expect(
      run.lastFrame.contains(
        " [ Counter ]│  Products                                            Tab switches"))
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
    #expect(terminal.text.contains("f returns .run: the fact is fetched beside the reducer."))
    await clock.advance(by: .seconds(1))
    app.advanceDemo()
    #expect(terminal.lines.contains("   Fact     2 is the only even prime number."))
    app.advanceDemo()
    await app.letEffectsStart()
    await clock.advance(by: .seconds(2))
    app.advanceDemo()
    #expect(terminal.lines.contains("   Count    [-]  4  [+]"))
    app.advanceDemo()
    #expect(app.store.state.counter.isTimerRunning == false)
    app.advanceDemo()
    await app.letEffectsStart()
    await clock.advance(by: .milliseconds(800))
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

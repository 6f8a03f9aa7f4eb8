import ChapterTestSupport
import Composable
import EffectsChapter
import TerminalUI
import TestTags
import Testing

/// Time travel in the effects chapter, on a test clock: stepping back through the timer's
/// ticks, and continuing from a step after the timer started (it ticks on) or before it (its
/// effect is cancelled with the dropped future); continuing from a step whose fact was in
/// flight fetches it again.
@MainActor
@Suite("Time travel in the effects app", .tags(.effects), .timeLimit(.minutes(1)))
struct EffectsTimeTravelTests {
  @Test("back through the ticks; continuing after the timer started keeps it, before it stops it")
  func timerTimeTravel() async {
    let (app, clock, terminal) = startedApp()
    await app.letEffectsStart()
    terminal.press(.character("+"), .character("t"))
    await app.letEffectsStart()
    await clock.advance(by: .seconds(3))
    // Steps 1 and 2: the app's .task asked for the products, and the empty catalog came.
    #expect(app.lastStep == 7)
    // The shortcuts left the focus where it was, on -.
    #expect(terminal.lines.contains { $0.contains("Count ▶ - ◀ 4 [ + ]") })

    terminal.press(.character("<"), .character("<"), .character("<"))
    #expect(app.viewedStep == 4)
    #expect(terminal.lines.contains { $0.contains("Count ▶ - ◀ 1 [ + ]") })
    #expect(terminal.lines.contains { $0.contains("● on: +1 every second") })
    #expect(terminal.text.contains("◆ EffectsAppDomain.Action.counter("))
    #expect(
      terminal.text.contains(
        "step 4 of 7 · viewing the past · Enter: continue from here · Esc: back to now"))
    await clock.advance(by: .seconds(1))
    #expect(terminal.text.contains("step 4 of 8"), "the present keeps ticking meanwhile")

    terminal.press(.enter)
    #expect(app.store.state.counter.count == 1)
    #expect(app.lastStep == 4)
    #expect(terminal.text.contains("⟲ continued from step 4: 4 later actions"))
    await clock.advance(by: .seconds(2))
    #expect(app.store.state.counter.count == 3, "the timer, started at step 4, still ticks")

    terminal.press(.character("<"), .character("<"), .character("<"))
    #expect(app.viewedStep == 3)
    terminal.press(.enter)
    await app.letEffectsStart()
    #expect(clock.pendingSleeps == 0, "the timer was in the dropped future: cancelled")
    await clock.advance(by: .seconds(5))
    #expect(app.store.state.counter == CounterFeature.State(count: 1))
    #expect(terminal.lines.contains { $0.contains("○ off") })
    terminal.press(.character("q"))
  }

  @Test("continuing from the step that asked for a fact fetches it again, and the fact comes")
  func factInFlight() async throws {
    let (app, clock, terminal) = startedApp()
    // Steps 1 and 2: the app's .task asked for the products, and the empty catalog came.
    await app.letEffectsStart()
    terminal.press(.character("f"))
    await app.letEffectsStart()
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.counter.fact == NumberFacts.fact(about: 0))

    terminal.press(.character("<"))
    #expect(terminal.text.contains("fetching a fact about 0…"))
    terminal.press(.enter)
    #expect(app.store.state.counter.isLoading)
    #expect(
      app.log.notes.last?.text.hasSuffix(
        "the effect still running then started again: EffectsAppDomain.Action.counter(.factButtonTapped) (step 3)"
      ) == true)
    await app.letEffectsStart()
    #expect(clock.pendingSleeps == 1, "the fetch waits on the clock again")
    await clock.advance(by: .seconds(1))
    #expect(
      app.store.state.counter == CounterFeature.State(fact: NumberFacts.fact(about: 0)),
      "the fact arrived: the app goes on as it did then")
    let last = try #require(app.log.entries.last)
    #expect(last.action.hasPrefix("EffectsAppDomain.Action.counter(.factResponse("))
    terminal.press(.character("q"))
  }

  /// The app on a test clock and an empty catalog, started on a 110 × 32 virtual terminal.
  private func startedApp() -> (
    TerminalApp<EffectsAppDomain.State, EffectsAppDomain.Action>, TestClock,
    VirtualTerminal
  ) {
    let clock = TestClock()
    let app = EffectsChapter.makeApp {
      $0.continuousClock = clock
      $0.apiClient.fetchProducts = { [] }
    }
    let terminal = VirtualTerminal(columns: 110, rows: 32)
    app.start(on: terminal)
    return (app, clock, terminal)
  }
}

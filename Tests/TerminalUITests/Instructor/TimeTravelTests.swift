import Composable
import TerminalUI
import TestTags
import Testing

/// Time travel on the virtual terminal: `<` steps back through the action log, `>` forward,
/// Esc goes back to now, Enter continues from the step shown. The store is never asked for a
/// past state: the app keeps the states it saw.
@MainActor
@Suite("Time travel", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct TimeTravelTests {
  private func counter(columns: Int = 80, rows: Int = 30) -> (
    TerminalApp<TestCounter.State, TestCounter.Action>, VirtualTerminal
  ) {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: columns, rows: rows)
    app.start(on: terminal)
    return (app, terminal)
  }

  /// The ticker app on a test clock, started on a terminal `columns` wide.
  private func startedTicker(columns: Int) -> (
    TerminalApp<Ticker.State, Ticker.Action>, VirtualTerminal, TestClock
  ) {
    let clock = TestClock()
    let app = makeTickerApp(clock: clock)
    let terminal = VirtualTerminal(columns: columns, rows: 24)
    app.start(on: terminal)
    return (app, terminal, clock)
  }

  @Test("< steps back: the view draws the past, the banner says where, the log marks the step")
  func back() throws {
    let (app, terminal) = counter()
    terminal.press(.character("+"), .character("+"), .character("+"))
    terminal.press(.character("<"))
    #expect(app.viewedStep == 2)
    #expect(terminal.lines[1] == "Count: 2")
    #expect(app.store.state.count == 3, "the store itself stays in the present")
    #expect(
      terminal.text.contains(
        "step 2 of 3 · viewing the past · Enter: continue from here · Esc: back to now"))
    #expect(terminal.text.contains("Action log · 3 actions"), "the log opens on the step")
    let marked = try #require(terminal.position(of: "◆ TestCounter.Action.incrementTapped"))
    let diff = terminal.lines[(marked.row + 1)...(marked.row + 4)]
    #expect(
      diff.contains { $0.contains("+") && $0.contains("count: 2") }, "the step's diff follows it")
    // The footer names the keys as help does: `<` took the learner here (← belongs to the
    // view in the present), and `<` `>` step from here on.
    #expect(
      terminal.lines.last?.hasPrefix("< > step  Enter continue from here  Esc back to now") == true)
    terminal.press(.character("<"), .left)
    #expect(app.viewedStep == 0)
    #expect(terminal.lines[1] == "Count: 0")
    #expect(terminal.text.contains("step 0 of 3"))
    terminal.press(.character("<"))
    #expect(app.viewedStep == 0, "the start is as far back as it goes")
  }

  @Test(
    "> steps forward; past the newest step, and with Esc, the present is back, the log as it was")
  func forwardAndNow() {
    let (app, terminal) = counter()
    terminal.press(.character("+"), .character("+"), .character("+"))
    terminal.press(.character("<"), .character("<"), .character(">"))
    #expect(app.viewedStep == 2)
    #expect(terminal.lines[1] == "Count: 2")
    terminal.press(.right)
    #expect(app.viewedStep == nil)
    #expect(terminal.lines[1] == "Count: 3")
    #expect(!terminal.text.contains("viewing the past"))
    #expect(!app.isLogVisible, "the log closes again, as it was before")
    terminal.press(.character("<"), .character("<"), .escape)
    #expect(app.viewedStep == nil)
    #expect(terminal.lines[1] == "Count: 3")
    #expect(app.log.entries.count == 3)
  }

  @Test("the app's keys do not reach the past, and the status line says what to do")
  func keysDoNotReachThePast() {
    let (app, terminal) = counter()
    terminal.press(.character("+"), .character("+"), .character("<"), .character("+"))
    #expect(app.store.state.count == 2)
    #expect(app.log.entries.count == 2)
    #expect(
      terminal.text.contains("viewing the past: Enter continues from here, Esc goes back to now"))
  }

  @Test(
    "Enter continues from the step shown: the store takes its state, the log drops the future and says so"
  )
  func continueFromHere() {
    let (app, terminal) = counter()
    terminal.press(.character("+"), .character("+"), .character("+"))
    terminal.press(.character("<"), .character("<"), .enter)
    #expect(app.viewedStep == nil)
    #expect(app.store.state.count == 1)
    #expect(app.log.entries.count == 1)
    #expect(app.lastStep == 1)
    #expect(terminal.lines[1] == "Count: 1")
    #expect(
      terminal.text.contains(
        "⟲ continued from step 1: 2 later actions dropped, their effects cancelled"))
    terminal.press(.character("+"))
    #expect(app.store.state.count == 2)
    #expect(app.log.entries.count == 2)
    #expect(terminal.text.contains("Action log · 2 actions"))
  }

  @Test("continuing from the past cancels the effects the dropped steps started")
  func droppedEffectsAreCancelled() async {
    let (app, terminal, clock) = startedTicker(columns: 60)
    terminal.press(.character("+"), .character("a"))
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 1, "the question waits a second for its answer")
    terminal.press(.character("<"), .enter)
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 0, "the dropped step's effect was cancelled")
    await clock.advance(by: .seconds(5))
    #expect(app.store.state.answer == nil)
    #expect(app.log.entries.map(\.action) == ["Ticker.Action.incrementTapped"])
    #expect(terminal.lines[3] == "Answer: none")
  }

  @Test(
    "a running timer: ticks are steps; continuing after it started keeps it, before it started stops it"
  )
  func runningTimer() async {
    let (app, terminal, clock) = startedTicker(columns: 60)
    terminal.press(.character("+"), .character("t"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(3))
    #expect(app.lastStep == 5)
    #expect(terminal.lines[1] == "Count: 4")

    // Back to the step after the first tick: the timer, started at step 2, keeps running.
    terminal.press(.character("<"), .character("<"))
    #expect(terminal.lines[1] == "Count: 2")
    #expect(terminal.text.contains("step 3 of 5 · viewing the past"))
    await clock.advance(by: .seconds(1))
    #expect(terminal.text.contains("step 3 of 6"), "the present goes on ticking meanwhile")
    #expect(terminal.lines[1] == "Count: 2")
    terminal.press(.enter)
    #expect(app.store.state.count == 2)
    #expect(app.lastStep == 3)
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.count == 3, "the timer started before step 3 still ticks")
    #expect(terminal.lines[1] == "Count: 3")

    // Back before the timer started: continuing from there cancels it.
    for _ in 0..<3 { terminal.press(.character("<")) }
    #expect(app.viewedStep == 1)
    terminal.press(.enter)
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 0)
    await clock.advance(by: .seconds(5))
    #expect(app.store.state == Ticker.State(count: 1, isTimerOn: false))
    #expect(terminal.lines[1] == "Count: 1")
    #expect(terminal.lines[2] == "Timer: off")
  }

  @Test(
    "continuing from a step whose question was in flight asks it again: the answer comes, and the note says so"
  )
  func questionInFlightStartsAgain() async {
    let (app, terminal, clock) = startedTicker(columns: 100)
    terminal.press(.character("a"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.answer == "0 is a fine number")

    terminal.press(.character("<"), .enter)
    #expect(app.store.state.answer == nil)
    #expect(
      app.log.notes.last?.text
        == "continued from step 1: 1 later action dropped, their effects cancelled; the effect still running then started again: Ticker.Action.askTapped (step 1)"
    )
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 1, "the question waits for its answer again")
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.answer == "0 is a fine number")
    #expect(app.log.entries.map(\.action).last == #"Ticker.Action.answered("0 is a fine number")"#)
    #expect(terminal.lines[3].hasPrefix("Answer: 0 is a fine number "))
  }

  @Test(
    "a timer that had ticked starts again from its beginning, once, and the note says it had sent actions"
  )
  func tickingTimerStartsAgain() async {
    let (app, terminal, clock) = startedTicker(columns: 100)
    terminal.press(.character("t"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(3))
    #expect(app.lastStep == 4)

    terminal.press(.character("<"), .character("<"), .enter)
    #expect(app.store.state == Ticker.State(count: 1, isTimerOn: true))
    #expect(
      app.log.notes.last?.text.hasSuffix(
        "started again: Ticker.Action.timerToggled (step 1), from its beginning (it had sent actions by then)"
      ) == true)
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 1, "one timer ticks: the old one was stopped, the new one runs")
    await clock.advance(by: .seconds(2))
    #expect(app.store.state.count == 3)
    terminal.press(.character("t"))
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 0, "the timer started again answers to its cancel id")
  }

  @Test(
    "a concatenation running at the step starts again from its beginning; one that had ended does not"
  )
  func concatenationStartsAgain() async {
    let (app, terminal, clock) = startedTicker(columns: 100)
    terminal.press(.character("c"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    terminal.press(.character("+"))
    #expect(app.store.state.count == 2)

    // Step 2 is the first tick: the countdown's second part was still to come.
    terminal.press(.character("<"), .enter)
    #expect(app.store.state.count == 1)
    #expect(
      app.log.notes.last?.text.hasSuffix(
        "Ticker.Action.countdownTapped (step 1), from its beginning (it had sent actions by then)")
        == true)
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    #expect(app.store.state.count == 3, "both ticks of the countdown came again")
    #expect(clock.pendingSleeps == 0)

    // After its last tick the countdown had ended: continuing there starts nothing.
    terminal.press(.character("+"), .character("<"), .enter)
    #expect(app.store.state.count == 3)
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 0)
    #expect(app.log.notes.last?.text.contains("started again") == false)
  }

  @Test("continuing from a step after the answer came starts nothing again")
  func finishedWorkIsNotStartedAgain() async {
    let (app, terminal, clock) = startedTicker(columns: 100)
    terminal.press(.character("a"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    terminal.press(.character("+"), .character("<"), .enter)
    #expect(
      app.log.notes.last?.text
        == "continued from step 2: 1 later action dropped, their effects cancelled")
    await app.letEffectsRun()
    #expect(clock.pendingSleeps == 0)
  }

  @Test("scripts travel too: back, forward, now, continue")
  func scripted() async {
    let app = makeCounterApp()
    var output: [String] = []
    let code = await app.runScript(
      ["+", "+", "+", "back", "back", "forward", "now", "back", "continue", "+"],
      size: TerminalSize(columns: 60, rows: 20), output: { output.append($0) },
      errorOutput: { _ in })
    let text = output.joined(separator: "\n")
    #expect(code == 0)
    #expect(text.contains("── 5: back\n┌"))
    #expect(text.contains("step 1 of 3 · viewing the past"))
    #expect(
      text.contains("⟲ continued from step 2: 1 later action dropped, their effects cancelled"))
    #expect(app.store.state.count == 3)
    #expect(app.log.entries.count == 3)
  }
}

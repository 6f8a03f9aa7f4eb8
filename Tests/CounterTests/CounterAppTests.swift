import ChapterTestSupport
import CounterChapter
import TerminalUI
import TestTags
import Testing

/// The counter app driven end to end, as a user drives it: a script of key presses goes through
/// the app's key map to a real `Store`, and the test reads what was printed: the frames, and the
/// action log with the state diff each action caused.
@MainActor
@Suite("The counter app, driven by scripts", .tags(.counter), .timeLimit(.minutes(1)))
struct CounterAppTests {
  @Test("the first frame: header, - 0 + in large type with the focus on -, the state, the keys")
  func firstFrame() async throws {
    let run = await ScriptTranscript(running: [], on: CounterChapter.makeApp())

    let start = try #require(run.step("start"))
    #expect(
      start.frame == [
        " Chapter 1 · Counter · State, Action, reducer, Store",
        "",
        "                           ┏━━━┓     ███     ╭───╮",
        "                           ┃   ┃     █ █     │   │",
        "                           ┃ - ┃     █ █     │ + │",
        "                           ┃   ┃     █ █     │   │",
        "                           ┗━━━┛     ███     ╰───╯",
        "",
        "                    state: CounterDomain.State(counter: 0)",
        "",
        "Tab ↑↓ move  Enter press -  + press +  l log  r read chapter  ? help  q quit",
      ])
    #expect(run.exitCode == 0)
  }

  @Test("plus, minus, minus: each action is logged with its diff, and the frame follows")
  func plusMinusMinus() async throws {
    let run = await ScriptTranscript(
      running: ["tap +", "tap -", "tap -"], on: CounterChapter.makeApp())

    let plus = try #require(run.step("1: tap +"))
    #expect(
      plus.log == [
        "▸ CounterDomain.Action.increaseCounter",
        "    CounterDomain.State(",
        "  −   counter: 0",
        "  +   counter: 1",
        "    )",
      ])
    #expect(plus.trimmedFrame.contains("state: CounterDomain.State(counter: 1)"))

    let secondMinus = try #require(run.step("3: tap -"))
    #expect(
      secondMinus.log == [
        "▸ CounterDomain.Action.decreaseCounter",
        "    CounterDomain.State(",
        "  −   counter: 0",
        "  +   counter: -1",
        "    )",
      ])
    #expect(secondMinus.trimmedFrame.contains("state: CounterDomain.State(counter: -1)"))
    #expect(run.errors.isEmpty)
  }

  @Test("below zero the large type shows the minus sign before the digit")
  func negativeNumber() async throws {
    let run = await ScriptTranscript(running: ["tap -"], on: CounterChapter.makeApp())

    let frame = try #require(run.step("1: tap -")).trimmedFrame
    // The middle row of "-1" in large type: the minus bar, then the 1's stem, between the buttons.
    #expect(frame.contains("┃ - ┃     ███  █      │ + │"))
  }

  @Test("the arrows and Tab move the focus between the buttons; Enter and the shortcuts press")
  func focusAndShortcuts() async throws {
    let run = await ScriptTranscript(
      running: ["enter", "right", "enter", "+", "left", "tab", "shift-tab", "enter", "-"],
      on: CounterChapter.makeApp())

    let actions = run.steps.flatMap(\.log).filter { $0.hasPrefix("▸ ") }
    #expect(
      actions == [
        "▸ CounterDomain.Action.decreaseCounter", "▸ CounterDomain.Action.increaseCounter",
        "▸ CounterDomain.Action.increaseCounter", "▸ CounterDomain.Action.decreaseCounter",
        "▸ CounterDomain.Action.decreaseCounter",
      ])
    let moved = try #require(run.step("2: right"))
    #expect(moved.log.isEmpty)  // moving the focus sends no action
    #expect(moved.frame.last?.hasPrefix("Tab ↑↓ move  Enter press +  - press -") == true)
    let last = try #require(run.steps.last)
    #expect(last.trimmedFrame.contains("state: CounterDomain.State(counter: -1)"))
  }

  @Test("the app can start anywhere: makeApp takes the initial state")
  func initialState() async throws {
    let app = CounterChapter.makeApp(initialState: CounterDomain.State(counter: 41))
    let run = await ScriptTranscript(running: ["tap +"], on: app)

    let plus = try #require(run.step("1: tap +"))
    #expect(plus.log.contains("  −   counter: 41"))
    #expect(plus.log.contains("  +   counter: 42"))
  }

  @Test("l opens the action log panel beside the counter: every action so far, newest last")
  func logPanel() async throws {
    let run = await ScriptTranscript(
      running: ["tap +", "tap +", "log"], on: CounterChapter.makeApp())

    let log = try #require(run.step("3: log"))
    #expect(log.log.isEmpty)  // opening the panel sends no action
    #expect(log.frame.contains { $0.hasPrefix("╭─ Action log · 2 actions") })
    #expect(log.frame.contains("│   +   counter: 2" + String(repeating: " ", count: 60) + "│"))
    #expect(log.frame.suffix(2).contains { $0.hasPrefix("Tab ↑↓ move  Enter press +  - press -  l hide log") })
  }

  @Test("r opens this chapter's README in the pager; q closes it")
  func readTheChapter() async throws {
    let run = await ScriptTranscript(running: ["read", "q"], on: CounterChapter.makeApp())

    let reading = try #require(run.step("1: read"))
    #expect(reading.frame[1] == " Chapter 1 · Counter: State, Action, reducer, Store")
    let back = try #require(run.step("2: q"))
    #expect(back.trimmedFrame.contains("state: CounterDomain.State(counter: 0)"))
  }

  @Test("an unknown command stops the script with its line and the valid commands")
  func unknownCommand() async {
    let run = await ScriptTranscript(
      running: ["tap +", "jump", "tap +"], on: CounterChapter.makeApp())

    #expect(run.exitCode == 1)
    #expect(run.errors.hasPrefix("line 2: unknown command \"jump\""))
    #expect(run.errors.contains(#"controls here: "-", "+""#))
    #expect(run.errors.contains("valid commands: type <text>, tap <title>, focus <title>, wait"))
    #expect(run.step("3: tap +") == nil)
  }

  @Test("q quits with exit code 0")
  func quit() async {
    let run = await ScriptTranscript(running: ["tap +", "q", "tap +"], on: CounterChapter.makeApp())

    #expect(run.exitCode == 0)
    #expect(run.output.hasSuffix("── 2: q\n── quit, exit code 0"))
  }
}

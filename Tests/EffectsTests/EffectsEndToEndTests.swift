import ChapterTestSupport
import Composable
import EffectsChapter
import TerminalUI
import TestTags
import Testing

/// The effects chapter end to end, checked the way every chapter is: its recorded session
/// replayed, and the built `effects` executable run as a learner runs it. (Its demo is played in
/// `EffectsAppTests`.)
@Suite("The effects chapter, end to end", .tags(.effects, .endToEnd), .timeLimit(.minutes(1)))
struct EffectsEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    // Replayed one command at a time on a test clock that the test moves as time passed in the
    // recording: a second before each `wait`, and the recorded time for a `wait 3.8s` (which the
    // test clock stands for, so no real time passes).
    .session(
      "effects", inChapterFolder: "04-Effects",
      "the fact, three ticks of the timer, the products failing then retried"
    ) { session in
      let clock = TestClock()
      let app = EffectsChapter.makeApp {
        $0.continuousClock = clock
        $0.uuid = .incrementing
      }
      var runs: [ScriptTranscript] = []
      for line in session.lines {
        if line == "wait" {
          await app.letEffectsStart()
          await clock.advance(by: .seconds(1))
        } else if let timed = line.wholeMatch(of: /wait (\d+)\.(\d)s/) {
          await app.letEffectsStart()
          await clock.advance(by: .milliseconds(Int(timed.1)! * 1000 + Int(timed.2)! * 100))
          continue
        }
        runs.append(await ScriptTranscript(running: [line], on: app))
      }
      #expect(app.store.state.counter.count == 5)
      #expect(app.log.entries.filter { $0.action.hasSuffix(".timerTick)") }.count == 3)
      #expect(app.store.state.counter.fact == nil, "a tick changes the count, and clears the fact")
      #expect(app.store.state.counter.isTimerRunning == false)
      #expect(app.store.state.productList.productList.count == 20)
      #expect(app.isLogVisible)
      return runs
    },
    // On the real clock: the script starts and stops the timer at once, so nothing in it waits
    // for time to pass.
    .executable(
      "effects", "--script: + twice, the timer on and off, then quit",
      script: ["tap +", "tap +", "tap Start timer", "tap Stop timer", "q"],
      output: [
        .containing(
          "── 3: tap Start timer\n▸ EffectsAppDomain.Action.counter(.toggleTimerButtonTapped)"),
        .containing("│Timer ▶ Stop timer ◀ ● on: +1 every second"),
        .containing("│Count [ - ] 2 [ + ]"),
        .endingWith("── 5: q\n── quit, exit code 0\n"),
      ]),
    .help(
      "effects", "lists wait among the script commands",
      listing: ["  wait            waits until the effects still running have finished"]),
  ]
}

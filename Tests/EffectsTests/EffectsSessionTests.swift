import ChapterTestSupport
import Composable
import EffectsChapter
import TerminalUI
import Testing

/// The session the chapter ships (`effects.session`), replayed one command at a time on a test
/// clock that the test moves as time passed in the recording: a second before each `wait`, and
/// the recorded time for a `wait 3.8s` (which the test clock stands for, so no real time passes).
@MainActor
@Suite("The effects chapter's recorded session")
struct EffectsSessionTests {
  @Test("it replays: the fact, three ticks of the timer, the products failing then retried")
  func replays() async throws {
    let session = try RecordedSession("effects", inChapterFolder: "04-Effects")
    let clock = TestClock()
    let app = EffectsChapter.makeApp {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
    for line in session.lines {
      if line == "wait" {
        await app.letEffectsStart()
        await clock.advance(by: .seconds(1))
      } else if let timed = line.wholeMatch(of: /wait (\d+)\.(\d)s/) {
        await app.letEffectsStart()
        await clock.advance(by: .milliseconds(Int(timed.1)! * 1000 + Int(timed.2)! * 100))
        continue
      }
      let run = await ScriptTranscript(running: [line], on: app)
      #expect(run.exitCode == 0, "\(line)")
    }
    #expect(app.store.state.counter.count == 5)
    #expect(app.log.entries.filter { $0.action.hasSuffix(".timerTick)") }.count == 3)
    #expect(app.store.state.counter.fact == nil, "a tick changes the count, and clears the fact")
    #expect(app.store.state.counter.isTimerRunning == false)
    #expect(app.store.state.productList.productList.count == 20)
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
  }
}

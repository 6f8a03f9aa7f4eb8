import ChapterTestSupport
import Composable
import EffectsChapter
import TerminalUI
import Testing

/// The session the chapter ships (`effects.session`), replayed one command at a time on a test
/// clock that the test moves before each `wait`, as the seconds passed in the recording.
@MainActor
@Suite("The effects chapter's recorded session")
struct EffectsSessionTests {
  @Test("it replays: the fact, the timer on and off, the products failing then retried")
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
      }
      let run = await ScriptTranscript(running: [line], on: app)
      #expect(run.exitCode == 0, "\(line)")
    }
    #expect(app.store.state.counter.count == 2)
    #expect(app.store.state.counter.fact == "2 is the only even prime number.")
    #expect(app.store.state.counter.isTimerRunning == false)
    #expect(app.store.state.productList.productList.count == 20)
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
  }
}

import ChapterTestSupport
import CounterChapter
import Testing

/// The session the chapter ships (`counter.session`): it replays in script mode, and its
/// captions make a walk-through.
@MainActor
@Suite("The counter's recorded session")
struct CounterSessionTests {
  @Test("it replays: three plus, a minus, two steps back, continue from step 2, plus")
  func replays() async throws {
    let session = try RecordedSession("counter", inChapterFolder: "01-Counter")
    let app = CounterChapter.makeApp()
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("⟲ continued from step 2: 2 later actions dropped"))
    #expect(app.store.state.counter == 3)
    #expect(app.log.entries.count == 3)
    #expect(session.isCaptioned)
    #expect(session.demoSteps.count == 9)
  }
}

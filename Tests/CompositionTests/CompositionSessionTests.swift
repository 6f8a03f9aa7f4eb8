import ChapterTestSupport
import CompositionChapter
import Testing

/// The session the chapter ships (`composition.session`): it replays in script mode, and its
/// captions make a walk-through.
@MainActor
@Suite("The composition chapter's recorded session")
struct CompositionSessionTests {
  @Test("it replays: taps on two rows, back to step 2, continue, a tap on the third row")
  func replays() async throws {
    let session = try RecordedSession("composition", inChapterFolder: "02-Composition")
    let app = CompositionChapter.makeApp()
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("⟲ continued from step 2: 2 later actions dropped"))
    let counts = app.store.state.productList.prefix(3).map(\.count)
    #expect(counts == [1, 1, 1])
    #expect(app.log.entries.count == 3)
    #expect(session.isCaptioned)
  }
}

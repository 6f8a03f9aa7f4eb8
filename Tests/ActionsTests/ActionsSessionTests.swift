import ActionsChapter
import ChapterTestSupport
import Testing

/// The session the chapter ships (`actions.session`): it replays in script mode, and its
/// captions make a walk-through.
@MainActor
@Suite("The actions chapter's recorded session")
struct ActionsSessionTests {
  @Test("it replays: typing, Tab, a refused save, the fix, a save the parent hears")
  func replays() async throws {
    let session = try RecordedSession("actions", inChapterFolder: "07-Actions")
    let app = ActionsChapter.makeApp()
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("✗ The email needs one \"@\" and a dot after it"))
    #expect(app.store.state.profile.profile.username == "johndny")
    #expect(app.store.state.savedCount == 1)
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
    #expect(session.demoSteps.count == 10)
  }
}

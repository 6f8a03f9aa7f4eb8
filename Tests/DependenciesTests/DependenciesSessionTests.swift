import ChapterTestSupport
import Composable
import DependenciesChapter
import Testing

/// The session the chapter ships (`dependencies.session`): it replays in script mode on the
/// offline client, with a clock that does not wait and incrementing ids.
@MainActor
@Suite("The dependencies chapter's recorded session")
struct DependenciesSessionTests {
  @Test("it replays: the load, Add to Cart on two rows, back before them, continue with the catalog loaded")
  func replays() async throws {
    let session = try RecordedSession("dependencies", inChapterFolder: "03-Dependencies")
    let app = DependenciesChapter.makeApp(client: .offline) {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
    }
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("⟲ continued from step 2: 2 later actions dropped"))
    #expect(app.store.state.productList.count == 20)
    #expect(app.store.state.productList.allSatisfy { $0.count == 0 })
    #expect(app.log.entries.count == 2)
    #expect(session.isCaptioned)
  }
}

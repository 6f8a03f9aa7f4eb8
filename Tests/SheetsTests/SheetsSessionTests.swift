import ChapterTestSupport
import Composable
import SheetsChapter
import Testing

/// The session the chapter ships (`sheets.session`): it replays in script mode (the server on an
/// immediate clock, so no real time passes), and its captions make a walk-through.
@MainActor
@Suite("The sheets chapter's recorded session")
struct SheetsSessionTests {
  @Test("it replays: the cart closed both ways, the profile, its form, its alert, back")
  func replays() async throws {
    let session = try RecordedSession("sheets", inChapterFolder: "06-Sheets")
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let actions = app.log.entries.map(\.action)
    // Closed twice, by Close and by Esc: both reach the parent as .cart(.dismiss).
    #expect(actions.filter { $0 == "SheetsAppDomain.Action.productList(.cart(.dismiss))" }.count == 2)
    #expect(
      actions.contains(
        "SheetsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.username, \"johnd!\"))))))"
      ))
    #expect(
      actions.contains(
        "SheetsAppDomain.Action.profile(.destination(.presented(.alert(.confirmRestore))))"))
    #expect(app.store.state.profile == nil)
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
    #expect(session.demoSteps.count == 17)
  }
}

import ChapterTestSupport
import Composable
import OnlineStore
import RootTabsChapter
import Testing

/// The session the chapter ships (`root-tabs.session`): it replays in script mode on a clock
/// that does not wait.
@MainActor
@Suite("The root-tabs chapter's recorded session")
struct RootTabsSessionTests {
  @Test("it replays: two deep, the Profile tab and its form, back twice, a purchase")
  func replays() async throws {
    let session = try RecordedSession("root-tabs", inChapterFolder: "08-RootTabs")
    let app = RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(running: session.lines, on: app)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)

    let actions = app.log.entries.map(\.action)
    #expect(actions.filter { $0.contains(".delegate(.countChanged(") }.count == 2)
    #expect(actions.contains("RootDomain.Action.path(.popFrom(id: #1))"))
    #expect(actions.contains("RootDomain.Action.path(.popFrom(id: #0))"))
    #expect(actions.contains { $0.contains(".binding(.set(\\EditProfileDomain.State.username, \"johndx\"))") })
    #expect(actions.contains { $0.hasSuffix(".delegate(.orderFinished))))") })
    #expect(run.output.contains("│‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops › Mens Cotto…"))

    let state = app.store.state
    #expect(state.path.isEmpty)
    #expect(state.profileState.profile.username == "johndx")
    #expect(state.productListState.cartState == nil)
    #expect(state.productListState.productList.allSatisfy { $0.count == 0 })
    #expect(app.isLogVisible)
    #expect(session.isCaptioned)
    #expect(session.demoSteps.count == 18)
  }
}

import ChapterTestSupport
import Composable
import RootTabsChapter
import TerminalUI
import TestTags
import Testing

/// The root-tabs app at 80×24, the smallest window the course promises, in script mode: the
/// presenter view keeps room for the action below an app that would fill the window.
@MainActor
@Suite("The root-tabs app at 80×24", .tags(.rootTabs), .timeLimit(.minutes(1)))
struct RootTabsSmallScreenTests {
  @Test("after + on a detail, the presenter view shows the delegate action on one line and its diff")
  func presenterShowsTheAction() async throws {
    let app = RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    // A script's frame has a left edge of its own: a window a column wider holds the app at 80.
    let run = await ScriptTranscript(
      running: ["wait", "tap Details", "+", "present"], on: app, size: TerminalSize(columns: 81, rows: 24))
    let frame = try #require(run.step("4: present")).frame
    #expect(frame.count == 24)
    // Before, the app's 22 rows left the panel two: no action at all. Under the panel, the
    // footer names the key that leaves the presenter view.
    #expect(
      Array(frame.suffix(9)) == [
        "╭─ Action · step 6 of 6 ───────────────────────────────────────────────────────╮",
        "│ RootDomain.Action.path(.elemen…ate(.countChanged(productID: 1, count: 1))))) │",
        "│                                                                              │",
        "│   … 8 lines before the change                                                │",
        "│   −           count: 0                                                       │",
        "│   +           count: 1                                                       │",
        "│   … 7 more lines                                                             │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "P leave the presenter view",
      ])
    #expect(frame[0] == "‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops")
  }
}

import ChapterTestSupport
import Composable
import SheetsChapter
import TerminalUI
import TestTags
import Testing

/// The sheets walk-through of the chapter's recorded session at 80×24, the smallest window the
/// course promises: its captions read whole, and the presenter view shows the action played.
@MainActor
@Suite("The sheets demo at 80×24", .tags(.sheets), .timeLimit(.minutes(1)))
struct SheetsSmallScreenTests {
  /// The app on an 80×24 terminal, its session's walk-through started and stepped `steps` times.
  func demo(steps: Int) async throws -> (TerminalApp<SheetsAppDomain.State, SheetsAppDomain.Action>, VirtualTerminal) {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal, script: try RecordedSession("sheets", inChapterFolder: "06-Sheets").lines)
    for _ in 0..<steps {
      app.advanceDemo()
      for _ in 0..<20 { await Task.yield() }  // the step's effects run, as between frames
    }
    return (app, terminal)
  }

  @Test("a caption wider than the window wraps under its first words instead of being cut")
  func captionWraps() async throws {
    let (_, terminal) = try await demo(steps: 6)
    let caption = try #require(terminal.lines.firstIndex { $0.hasPrefix(" ▶ 6/") })
    #expect(
      Array(terminal.lines[caption...].prefix(2)) == [
        " ▶ 6/17 Esc: the sheet's binding writes nil, which sends .cart(.dismiss) to the",
        "   parent. (Space pauses · → steps)",
      ])
    #expect(!terminal.text.contains("to the…"))
  }

  @Test("with the cart sheet open, the presenter view still gives the action a box below the app: the action, the diff's change")
  func presenterShowsTheAction() async throws {
    let (_, terminal) = try await demo(steps: 2)
    terminal.press(.character("P"))
    let top = try #require(terminal.lines.firstIndex { $0.hasPrefix("╭─ Action · step ") })
    // Before, the app took all but three rows: `│   … 11 more lines │` and no action at all.
    #expect(
      Array(terminal.lines[top...].prefix(8)) == [
        "╭─ Action · step 5 of 5 ───────────────────────────────────────────────────────╮",
        "│ SheetsAppDomain.Action.productList(.cart(.presented(.getTotalPrice)))        │",
        "│                                                                              │",
        "│   … 5 lines before the change                                                │",
        "│   −       totalPrice: 0.0,                                                   │",
        "│   +       totalPrice: 109.95,                                                │",
        "│   … 6 more lines                                                             │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
      ])
  }
}

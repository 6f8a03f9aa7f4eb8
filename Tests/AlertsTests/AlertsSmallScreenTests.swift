import AlertsChapter
import ChapterTestSupport
import TerminalUI
import TestTags
import Testing

/// The alerts app at 80×24, the smallest window the course promises: the keys chapter 5 asks
/// for are on screen.
@MainActor
@Suite("The alerts app at 80×24", .tags(.alerts), .timeLimit(.minutes(1)))
struct AlertsSmallScreenTests {
  @Test("the footer takes a second line rather than hide f (\"Press f\"): the view's keys first, help and quit pinned")
  func footerKeepsTheAppsKeys() async throws {
    // A script's frame has a left edge of its own: a window a column wider holds the app at 80.
    let run = await ScriptTranscript(
      running: [], on: AlertsChapter.makeApp(), size: TerminalSize(columns: 81, rows: 24))
    let frame = try #require(run.step("start")).frame
    // Before: `Tab ↑↓ move  Enter press Go to Cart  …  ? help  q quit`, f hidden behind the `…`.
    #expect(
      Array(frame.suffix(2)) == [
        "Tab ↑↓ move  Enter press Go to Cart  f press Server fails orders  ? help  q quit",
        "l log  r read chapter",
      ])
  }
}

import ChapterTestSupport
import CounterChapter
import TerminalUI
import TestTags
import Testing

/// `stepDemo(until:atMost:)`, which every chapter's demo check steps its walk-through with,
/// gives up after its bound: a demo whose last caption never comes fails the test after that
/// many steps instead of pressing → forever.
@MainActor
@Suite("Stepping a demo, bounded", .tags(.counter), .timeLimit(.minutes(1)))
struct DemoStepLimitTests {
  @Test("a caption that never comes is an issue after the bound, with the screen")
  func captionThatNeverComes() async {
    let app = CounterChapter.makeApp()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)
    var steps = 0

    await withKnownIssue {
      await terminal.stepDemo(until: "a caption no step has", atMost: 12) { _ in steps += 1 }
    } matching: { issue in
      issue.message.hasPrefix("the demo did not show \"a caption no step has\" after 12 steps")
        && issue.message.contains("state: CounterDomain.State(counter: -1)")
    }

    #expect(steps == 12)
    #expect(app.isDemoOver)
  }
}

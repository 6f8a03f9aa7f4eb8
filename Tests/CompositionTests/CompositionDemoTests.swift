import ChapterTestSupport
import CompositionChapter
import Foundation
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (the → key steps it).
@MainActor
@Suite("The composition demo")
struct CompositionDemoTests {
  @Test("each caption fits its line; the demo adds to two rows, then takes the second back to 0")
  func playTheDemo() throws {
    let app = CompositionChapter.makeApp()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    let count = CompositionChapter.demo.count
    for (index, step) in CompositionChapter.demo.enumerated() {
      terminal.press(.right)
      #expect(
        terminal.lines.contains(
          " ▶ \(index + 1)/\(count) \(step.caption)  (Space pauses · → steps)"))
    }

    #expect(app.store.productList.map(\.count).prefix(3) == [1, 0, 0])
    #expect(app.isLogVisible)
    let lastEntry = try #require(app.log.entries.last)
    #expect(
      lastEntry.action.contains(
        "UUID(1), action: .addToCart(.didTapMinusButton)"))
    #expect(lastEntry.diff != nil)
  }

  @Test("every demo step's command is one the app knows")
  func demoCommandsExist() async {
    let commands = CompositionChapter.demo.compactMap(\.command)
    let run = await ScriptTranscript(running: commands, on: CompositionChapter.makeApp())

    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
  }
}

import ChapterTestSupport
import CounterChapter
import TerminalUI
import Testing

/// The `--demo` walk-through, played step by step on a virtual terminal (the → key steps it).
@MainActor
@Suite("The counter demo")
struct CounterDemoTests {
  @Test(
    "each step shows its caption and performs its command; the demo ends at -1 with the log open")
  func playTheDemo() throws {
    let app = CounterChapter.makeApp()
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    let count = CounterChapter.demo.count
    for (index, step) in CounterChapter.demo.enumerated() {
      terminal.press(.right)
      // The whole caption fits on the caption line, with the player's controls after it.
      #expect(
        terminal.lines.contains(
          " ▶ \(index + 1)/\(count) \(step.caption)  (Space pauses · → steps)"))
    }

    #expect(app.store.counter == -1)
    #expect(app.isLogVisible)
    #expect(app.log.entries.count == 5)
    #expect(terminal.text.contains("state: CounterDomain.State(counter: -1)"))
  }

  @Test("every demo step's command is one the app knows")
  func demoCommandsExist() async {
    let commands = CounterChapter.demo.compactMap(\.command)
    let run = await ScriptTranscript(running: commands, on: CounterChapter.makeApp())

    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
  }
}

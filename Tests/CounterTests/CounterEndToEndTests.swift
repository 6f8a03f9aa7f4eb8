import ChapterTestSupport
import CounterChapter
import TerminalUI
import TestTags
import Testing

/// The counter chapter end to end, checked the way every chapter is: its `--demo` played step
/// by step on a virtual terminal, its recorded session replayed in script mode, and the built
/// `counter` executable run as `swift run counter --script FILE` runs it.
@Suite("The counter chapter, end to end", .tags(.counter, .endToEnd), .timeLimit(.minutes(1)))
struct CounterEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    .demo(
      "each step shows its whole caption and performs its command; it ends at -1 with the log open"
    ) { terminal in
      let app = CounterChapter.makeApp()
      app.startDemo(on: terminal)
      await terminal.stepDemo(through: CounterChapter.demo)
      #expect(app.store.counter == -1)
      #expect(app.isLogVisible)
      #expect(app.log.entries.count == 5)
      #expect(terminal.text.contains("state: CounterDomain.State(counter: -1)"))
    },
    .script("every demo step's command is one the app knows") {
      [await ScriptTranscript(running: CounterChapter.demo.compactMap(\.command), on: CounterChapter.makeApp())]
    },
    .session(
      "counter", inChapterFolder: "01-Counter",
      "three plus, a minus, two steps back, continue from step 2, plus", demoSteps: 9,
      printing: ["⟲ continued from step 2: 2 later actions dropped"]
    ) { session in
      let app = CounterChapter.makeApp()
      let run = await ScriptTranscript(running: session.lines, on: app)
      #expect(app.store.state.counter == 3)
      #expect(app.log.entries.count == 3)
      return [run]
    },
    .executable(
      "counter", "--script FILE prints every frame and diff as plain text and exits 0",
      script: ["# two up, one down", "tap +", "tap +", "tap -"],
      output: [
        .containing(
          """
          ── 4: tap -
          ▸ CounterDomain.Action.decreaseCounter
              CounterDomain.State(
            −   counter: 2
            +   counter: 1
              )
          """),
        .containing("│                    state: CounterDomain.State(counter: 1)"),
        .notContaining("\u{1B}"),
      ]),
    .executable(
      "counter", "a script file that does not exist is a clear error and exit code 1",
      arguments: ["--script", "/nonexistent/script.txt"], exitCode: 1,
      errors: [
        .exactly(
          "counter: cannot read the script \"/nonexistent/script.txt\": No such file or directory\n")
      ]),
    .help(
      "counter", "lists tap among the script commands",
      listing: ["  tap <title>     presses the button"]),
  ]
}

import ActionsChapter
import ChapterTestSupport
import TerminalUI
import TestTags
import Testing

/// The actions chapter end to end, checked the way every chapter is: its `--demo` played step
/// by step on a virtual terminal, its recorded session replayed in script mode, and the built
/// `actions` executable run as a learner runs it.
@Suite("The actions chapter, end to end", .tags(.actions, .endToEnd), .timeLimit(.minutes(1)))
struct ActionsEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    .demo("it edits, is refused, clears the message, saves, and ends on the log") { terminal in
      let app = ActionsChapter.makeApp()
      app.startDemo(on: terminal)
      var sawRefusal = false
      await terminal.stepDemo(until: "The log: bindings, view, delegate.") { _ in
        sawRefusal = sawRefusal || terminal.text.contains("✗ The email needs one")
      }
      #expect(sawRefusal)
      #expect(app.isLogVisible)
      #expect(app.store.state.profile.destination == nil)
      #expect(app.store.state.profile.profile.username == "johndny")
      #expect(app.store.state.profile.profile.email == "john@gmail.com")
      #expect(app.store.state.savedCount == 1)
    },
    .textFrame(inChapterFolder: "07-Actions", startingWith: " Chapter 7 · Actions", "the form after a refused save, the focus on the email") {
      await ScriptTranscript(
        running: ["tap Edit", "tab", "type @x", "shift-tab", "tap Save"],
        on: ActionsChapter.makeApp())
    },
    .session(
      "actions", inChapterFolder: "07-Actions",
      "typing, Tab, a refused save, the fix, a save the parent hears", demoSteps: 10,
      printing: ["✗ The email needs one \"@\" and a dot after it"]
    ) { session in
      let app = ActionsChapter.makeApp()
      let run = await ScriptTranscript(running: session.lines, on: app)
      #expect(app.store.state.profile.profile.username == "johndny")
      #expect(app.store.state.savedCount == 1)
      #expect(app.isLogVisible)
      return [run]
    },
    .executable(
      "actions", "--script: open the form, type, Tab, save, quit",
      script: ["tap Edit", "type ny", "tab", "tap Save", "q"],
      output: [
        .containing("Username: johndny█"),
        .containing("Email: john@gmail.com█"),
        .containing("│Username johndny"),
        .endingWith("── 5: q\n── quit, exit code 0\n"),
      ]),
    .help(
      "actions", "lists focus and type among the script commands",
      listing: ["  focus <title>   gives that control the focus", "type <text>"]),
  ]
}

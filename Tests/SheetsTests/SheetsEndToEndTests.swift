import ChapterTestSupport
import Composable
import SheetsChapter
import TerminalUI
import TestTags
import Testing

/// The sheets chapter end to end, checked the way every chapter is: its `--demo` played step by
/// step on a virtual terminal, its recorded session replayed in script mode, and the built
/// `sheets` executable run as a learner runs it.
@Suite("The sheets chapter, end to end", .tags(.sheets, .endToEnd), .timeLimit(.minutes(1)))
struct SheetsEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    // The server's delay runs on a test clock, moved after each step.
    .demo("it closes the cart both ways and visits the profile's destinations") { terminal in
      let clock = TestClock()
      let app = SheetsChapter.makeApp { $0.continuousClock = clock }
      app.startDemo(on: terminal)
      var sawForm = false
      var sawAlert = false
      await terminal.stepDemo(until: "The log: every action and its diff.") { _ in
        await clock.advance(by: SheetsChapter.serverDelay)
        for _ in 0..<20 { await Task.yield() }
        sawForm = sawForm || terminal.text.contains("╭─ Edit profile ─")
        sawAlert = sawAlert || terminal.text.contains("Restore your profile?")
      }
      #expect(sawForm)
      #expect(sawAlert)
      #expect(app.isLogVisible)
      #expect(app.store.state.profile == nil)
      #expect(app.store.state.productList.cartState == nil)
      let actions = app.log.entries.map(\.action)
      #expect(actions.filter { $0 == "SheetsAppDomain.Action.productList(.cart(.dismiss))" }.count == 2)
      #expect(
        actions.contains(
          "SheetsAppDomain.Action.profile(.destination(.presented(.alert(.confirmRestore))))"))
    },
    // The server on an immediate clock, so no real time passes.
    .textFrame(inChapterFolder: "06-Sheets", startingWith: " Chapter 6 · Sheets", "the profile with its restore alert") {
      await ScriptTranscript(
        running: ["tap Profile", "wait", "tap Restore"],
        on: SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() })
    },
    .session(
      "sheets", inChapterFolder: "06-Sheets",
      "the cart closed both ways, the profile, its form, its alert, back", demoSteps: 17
    ) { session in
      let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
      let run = await ScriptTranscript(running: session.lines, on: app)
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
      return [run]
    },
    // On the real clock: `wait` lets the profile's 1.2 s pass. Close dismisses the cart through
    // an effect (`dismiss()`): the `wait` after it lets that effect end, which on a loaded
    // machine can take longer than the moment a script gives each command's effects.
    .executable(
      "sheets", "--script: the cart opened and closed, the profile, its form, its alert, quit",
      script: [
        "+", "tap Go to Cart", "tap Close", "wait", "tap Profile", "wait", "tap Edit",
        "tap Cancel", "tap Restore", "q",
      ],
      output: [
        .containing("▸ SheetsAppDomain.Action.productList(.cart(.dismiss))"),
        .containing("│John Doe"),
        .containing("╭─ Edit profile ─"),
        .containing("▶ Restore ◀  [ Cancel ]"),
        .endingWith("── 10: q\n── quit, exit code 0\n"),
      ]),
    .help(
      "sheets", "says the buttons are pressed by their titles in a script",
      listing: ["  tap <title>     presses the button"]),
  ]
}

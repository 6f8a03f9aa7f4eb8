import ChapterTestSupport
import Composable
import RootTabsChapter
import TerminalUI
import TestTags
import Testing

/// The root-tabs chapter end to end, checked the way every chapter is: its `--demo` played step
/// by step on a virtual terminal, its recorded session replayed in script mode, and the built
/// `root-tabs` executable run as a learner runs it: a script two deep in the stack, the help
/// with chapter 3's client options, and `--client live` with no server to reach.
@Suite("The root-tabs chapter, end to end", .tags(.rootTabs, .endToEnd), .timeLimit(.minutes(1)))
struct RootTabsEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    // On a clock that does not wait.
    .demo("it pushes two deep, switches tabs, pops back to the list, and ends on the log") {
      terminal in
      let app = RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
      app.startDemo(on: terminal)
      var deepest = 0
      var sawProfileTab = false
      await terminal.stepDemo(until: "The log: every push, delegate and pop.") { _ in
        deepest = max(deepest, app.store.state.path.count)
        sawProfileTab = sawProfileTab || app.store.state.selectedTab == .profile
      }
      #expect(deepest == 2)
      #expect(sawProfileTab)
      #expect(app.isLogVisible)
      #expect(app.store.state.path.isEmpty)
      #expect(app.store.state.productListState.productList[0].count == 1)
      #expect(app.log.entries.contains { $0.action.hasSuffix(".popFrom(id: #1))") })
    },
    // On a clock that does not wait.
    .textFrame(inChapterFolder: "08-RootTabs", startingWith: " Chapter 8 · Root tabs", "a stack two deep") {
      await ScriptTranscript(
        running: ["wait", "tap Details", "tap Mens Casual Premium Slim Fit T-Shirts"],
        on: RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() })
    },
    .session(
      "root-tabs", inChapterFolder: "08-RootTabs",
      "two deep, the Profile tab and its form, back twice, a purchase", demoSteps: 18,
      printing: [
        "│‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fit… › Mens Cotton Jacket"
      ]
    ) { session in
      let app = RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
      let run = await ScriptTranscript(running: session.lines, on: app)
      let actions = app.log.entries.map(\.action)
      #expect(actions.filter { $0.contains(".delegate(.countChanged(") }.count == 2)
      #expect(actions.contains("RootDomain.Action.path(.popFrom(id: #1))"))
      #expect(actions.contains("RootDomain.Action.path(.popFrom(id: #0))"))
      #expect(
        actions.contains {
          $0.contains(".binding(.set(\\EditProfileDomain.State.username, \"johndx\"))")
        })
      #expect(actions.contains { $0.hasSuffix(".delegate(.orderFinished))))") })
      let state = app.store.state
      #expect(state.path.isEmpty)
      #expect(state.profileState.profile.username == "johndx")
      #expect(state.productListState.cartState == nil)
      #expect(state.productListState.productList.allSatisfy { $0.count == 0 })
      #expect(app.isLogVisible)
      return [run]
    },
    .executable(
      "root-tabs", "--script: wait for the catalog, open a product, a related one, back, quit",
      script: ["wait", "tap Details", "tap Mens Casual Premium Slim Fit T-Shirts", "esc", "q"],
      output: [
        .containing(
          "│‹ Products › Fjallraven - Foldsack … › Mens Casual Premium Slim Fit T-Shirts"),
        .containing("▸ RootDomain.Action.path(.popFrom(id: #1))"),
        .endingWith("── 5: q\n── quit, exit code 0\n"),
      ]),
    .help(
      "root-tabs", "lists tap among the script commands, and chapter 3's --client option",
      listing: ["  tap <title>     presses the button", "--client NAME"]),
    .executable(
      "root-tabs",
      "--client live with no server: both tabs fail with the client's own error, Retry offered",
      arguments: ["--client", "live", "--api-url", "http://127.0.0.1:9"],
      script: ["wait", "tap Profile", "wait", "q"],
      output: [
        .containing(
          "▸ RootDomain.Action.productList(.fetchProductsResponse(.failure(.cannotReachServer(host: \"127.0.0.1\"))))"
        ),
        .containing("│✗ The products could not be loaded."),
        .containing(
          "▸ RootDomain.Action.profile(.fetchUserProfileResponse(.failure(.cannotReachServer(host: \"127.0.0.1\"))))"
        ),
      ]),
    .executable(
      "root-tabs", "a client that does not exist: a clear message and exit code 1",
      arguments: ["--client", "cloud"], exitCode: 1,
      errors: [
        .exactly(
          """
          root-tabs: --client needs one of offline, slow, failing, live, not "cloud"
          Run root-tabs --help to see the options.

          """)
      ]),
  ]
}

import ChapterTestSupport
import Composable
import DependenciesChapter
import TestTags
import Testing

/// The dependencies chapter end to end, checked the way every chapter is: its recorded session
/// replayed in script mode, and the built `dependencies` executable run as a learner runs it.
/// (Its demo, which follows the client the app was made with, is played in
/// `DependenciesAppTests`.) The executable uses the real clock, so its scripts never wait for
/// the client: they look at the first frame and quit.
@Suite("The dependencies chapter, end to end", .tags(.dependencies, .endToEnd), .timeLimit(.minutes(1)))
struct DependenciesEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    .session(
      "dependencies", inChapterFolder: "03-Dependencies",
      "the load, Add to Cart on two rows, back before them, continue with the catalog loaded",
      printing: ["⟲ continued from step 2: 2 later actions dropped"]
    ) { session in
      // The offline client, a clock that does not wait and incrementing ids.
      let app = DependenciesChapter.makeApp(client: .offline) {
        $0.continuousClock = ImmediateClock()
        $0.uuid = .incrementing
      }
      let run = await ScriptTranscript(running: session.lines, on: app)
      #expect(app.store.state.productList.count == 20)
      #expect(app.store.state.productList.allSatisfy { $0.count == 0 })
      #expect(app.log.entries.count == 2)
      return [run]
    },
    .executable(
      "dependencies", "--client slow --script shows the chosen client loading",
      arguments: ["--client", "slow"], script: ["# the first frame, then quit", "q"],
      output: [
        .containing("│Client slow · the embedded catalog after 3 s on the clock"),
        .containing("│⠋ Loading the products…"),
        .endingWith("── 2: q\n── quit, exit code 0\n"),
      ]),
    .executable(
      "dependencies", "a --client that does not exist exits with 1 and says which there are",
      arguments: ["--client", "fast"], script: ["# the first frame, then quit", "q"], exitCode: 1,
      output: [.nothing],
      errors: [
        .exactly(
          """
          dependencies: --client needs one of offline, slow, failing, live, not "fast"
          Run dependencies --help to see the options.

          """)
      ]),
    .help(
      "dependencies", "lists the --client option",
      listing: ["  --client NAME   the API client the store is made with: offline"]),
  ]
}

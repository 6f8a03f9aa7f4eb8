import ChapterTestSupport
import CompositionChapter
import TerminalUI
import TestTags
import Testing

/// The composition chapter end to end, checked the way every chapter is: its `--demo` played
/// step by step on a virtual terminal, its recorded session replayed in script mode, and the
/// built `composition` executable run as `swift run composition --script FILE` runs it.
@Suite("The composition chapter, end to end", .tags(.composition, .endToEnd), .timeLimit(.minutes(1)))
struct CompositionEndToEndTests {
  @Test("end to end", arguments: checks)
  func check(_ check: ChapterCheck) async throws {
    try await check.run()
  }

  static let checks: [ChapterCheck] = [
    .demo("each caption fits its line; it adds to two rows, then takes the second back to 0") {
      terminal in
      let app = CompositionChapter.makeApp()
      app.startDemo(on: terminal)
      await terminal.stepDemo(through: CompositionChapter.demo)
      #expect(app.store.productList.map(\.count).prefix(3) == [1, 0, 0])
      #expect(app.isLogVisible)
      let lastEntry = try #require(app.log.entries.last)
      #expect(lastEntry.action.contains("UUID(1), action: .addToCart(.didTapMinusButton)"))
      #expect(lastEntry.diff != nil)
    },
    .script("every demo step's command is one the app knows") {
      [
        await ScriptTranscript(
          running: CompositionChapter.demo.compactMap(\.command), on: CompositionChapter.makeApp())
      ]
    },
    .session(
      "composition", inChapterFolder: "02-Composition",
      "taps on two rows, back to step 2, continue, a tap on the third row",
      printing: ["⟲ continued from step 2: 2 later actions dropped"]
    ) { session in
      let app = CompositionChapter.makeApp()
      let run = await ScriptTranscript(running: session.lines, on: app)
      #expect(app.store.state.productList.prefix(3).map(\.count) == [1, 1, 1])
      #expect(app.log.entries.count == 3)
      return [run]
    },
    .executable(
      "composition", "--script FILE prints the nested action, its diff and the frames, and exits 0",
      script: ["# add the second product", "down", "tap Add to Cart"],
      output: [
        .containing(
          """
          ── 3: tap Add to Cart
          ▸ ProductListDomain.Action.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))
          """),
        .containing(
          "│Mens Casual Premium Slim Fit T-Shirts                      $22.30 [ - ] 1 ▶ + ◀"),
        .notContaining("\u{1B}"),
      ]),
    .help(
      "composition", "lists tap among the script commands",
      listing: ["  tap <title>     presses the button"]),
  ]
}

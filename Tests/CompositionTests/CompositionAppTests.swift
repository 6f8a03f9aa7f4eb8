import ChapterTestSupport
import CompositionChapter
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The composition app driven end to end: scripts press the view's buttons by title, move the
/// focus with keys, and go to a real store of `ProductListDomain`, started with the embedded
/// catalog in state; the tests read the frames and the action log, where the nesting of the
/// actions shows.
@MainActor
@Suite("The composition app, driven by scripts", .tags(.composition), .timeLimit(.minutes(1)))
struct CompositionAppTests {
  @Test("the first frame: the catalog already loaded, the focus on the first row, the keys")
  func firstFrame() async throws {
    let run = await ScriptTranscript(running: [], on: CompositionChapter.makeApp())

    // The frame's left edge takes the first of the window's 80 columns: the app has 79.
    let frame = try #require(run.step("start")).frame
    #expect(frame.count == 24)
    let header: [String] = Array(frame.prefix(6))
    #expect(
      header == [
        " Chapter 2 · Composition · Scope, forEach, store.scope",
        "Products · 20 from the embedded catalog                       Cart-to-be: empty",
        String(repeating: "─", count: 79),
        "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops   $109.95 ▶ Add to Cart ◀",
        "Mens Casual Premium Slim Fit T-Shirts                    $22.30 [ Add to Cart ]",
        "Mens Cotton Jacket                                       $55.99 [ Add to Cart ]",
      ])
    #expect(
      frame.last == "Tab ↑↓ move  Enter press Add to Cart  l log  r read chapter  ? help  q quit")
  }

  @Test("Add to Cart on the first row: one action, wrapped for the list, a diff down to the count")
  func addToCartOnFirstRow() async throws {
    let run = await ScriptTranscript(
      running: ["tap Add to Cart"], on: CompositionChapter.makeApp())

    let add = try #require(run.step("1: tap Add to Cart"))
    #expect(
      add.log == [
        "▸ ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))",
        "    ProductListDomain.State(",
        "      … (2 unchanged)",
        "      productList: [",
        "        [0]: ProductDomain.State(",
        "          … (2 unchanged)",
        "          addToCartState: AddToCartDomain.State(",
        "  −         count: 0",
        "  +         count: 1",
        "          )",
        "        ),",
        "        … (19 unchanged)",
        "      ]",
        "    )",
      ])
    #expect(add.frame[1].hasSuffix("Cart-to-be: 1 item · $109.95"))
    // The row's button became a stepper; the focus went to its +, which does what Add to Cart
    // did (both are `+`), so a second Enter adds again rather than taking the item out.
    #expect(add.frame[3].hasSuffix("$109.95 [ - ] 1 ▶ + ◀"))
  }

  @Test("↓ moves the focus without an action; Enter then goes to that row's id")
  func focusAndId() async throws {
    let run = await ScriptTranscript(
      running: ["down", "down", "enter"], on: CompositionChapter.makeApp())

    let down = try #require(run.step("2: down"))
    #expect(down.log.isEmpty)  // the focus is the runtime's: no action, no diff
    #expect(down.frame.contains("Mens Cotton Jacket                                       $55.99 ▶ Add to Cart ◀"))

    let enter = try #require(run.step("3: enter"))
    #expect(
      enter.log.first
        == "▸ ProductListDomain.Action.product(.element(id: UUID(2), action: .addToCart(.didTapPlusButton)))"
    )
    #expect(enter.log.contains("        … (2 unchanged)"))  // rows [0] and [1], before row [2]
    #expect(enter.log.contains("        [2]: ProductDomain.State("))
    #expect(enter.frame[1].hasSuffix("Cart-to-be: 1 item · $55.99"))
  }

  @Test("+ and - press the buttons of the row the focus is in (.keyboardShortcut)")
  func shortcutsFollowTheFocus() async throws {
    let run = await ScriptTranscript(
      running: ["+", "+", "down", "down", "+", "-"], on: CompositionChapter.makeApp())

    let actions = run.steps.flatMap(\.log).filter { $0.hasPrefix("▸ ") }
    #expect(
      actions == [
        "▸ ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))",
        "▸ ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))",
        "▸ ProductListDomain.Action.product(.element(id: UUID(2), action: .addToCart(.didTapPlusButton)))",
        "▸ ProductListDomain.Action.product(.element(id: UUID(2), action: .addToCart(.didTapMinusButton)))",
      ])
  }

  @Test("the total adds up every row: 2 backpacks and a jacket")
  func total() async throws {
    let run = await ScriptTranscript(
      running: ["+", "+", "down", "down", "+"], on: CompositionChapter.makeApp())

    let last = try #require(run.steps.last)
    #expect(
      last.frame[1]
        == "Products · 20 from the embedded catalog           Cart-to-be: 3 items · $275.89")
  }

  @Test("- at 1: the count goes back to 0 and the row to its Add to Cart button")
  func backToAddToCart() async throws {
    let run = await ScriptTranscript(
      running: ["tap Add to Cart", "tap -"], on: CompositionChapter.makeApp())

    let minus = try #require(run.step("2: tap -"))
    #expect(minus.log.contains("  −         count: 1"))
    #expect(minus.log.contains("  +         count: 0"))
    #expect(minus.frame[3].hasSuffix("$109.95 ▶ Add to Cart ◀"))
  }

  @Test("in a short window the list scrolls to keep the focused row in view")
  func scrolling() async throws {
    let run = await ScriptTranscript(
      running: Array(repeating: "down", count: 12), on: CompositionChapter.makeApp(),
      size: TerminalSize(columns: 80, rows: 12))

    let last = try #require(run.steps.last).frame
    // Twelve rows down from the first: the thirteenth product has the focus, and is on screen.
    #expect(last.contains { $0.hasPrefix("Acer SB220Q") && $0.hasSuffix("▶ Add to Cart ◀") })
    #expect(last.contains { $0.contains("↑") && $0.contains("more") })
    #expect(!last.contains { $0.hasPrefix("Fjallraven") })
  }

  @Test("a catalog that cannot be read: the list says why, and + does nothing")
  func unreadableCatalog() async throws {
    let app = CompositionChapter.makeApp(
      catalog: .failure(.missingResource("fakestore-products.json")))
    let run = await ScriptTranscript(running: ["+"], on: app)

    let start = try #require(run.step("start")).frame
    let heading = try #require(start.firstIndex { $0.hasPrefix("Products") })
    #expect(
      Array(start[heading...(heading + 3)]) == [
        "Products · 0 from the embedded catalog                        Cart-to-be: empty",
        String(repeating: "─", count: 79),
        "The catalog could not be read: The embedded file fakestore-products.json is",
        "missing from the OnlineStore module's resources.",
      ])
    #expect(start.last == "l log  r read chapter  ? help  q quit")  // no buttons: no view keys
    #expect(run.output.contains("(+ does nothing here)"))
    #expect(!run.output.contains("▸ "))
    #expect(run.exitCode == 0)
  }

  @Test("a tap of a title that is not on screen stops the script, naming what is")
  func unknownTitle() async {
    let run = await ScriptTranscript(
      running: ["tap Add to Cart", "tap Buy"], on: CompositionChapter.makeApp())

    #expect(run.exitCode == 1)
    #expect(run.errors.hasPrefix(#"line 2: tap("Buy"): no button titled "Buy" on the screen on top"#))
    #expect(run.errors.contains(#"the buttons there: "-", "+", "Add to Cart" (19)."#))  // each title once
  }

  @Test("r opens this chapter's README in the pager")
  func readTheChapter() async throws {
    let run = await ScriptTranscript(running: ["read"], on: CompositionChapter.makeApp())

    #expect(
      try #require(run.step("1: read")).frame[1]
        == " Chapter 2 · Composition: Scope, forEach, store.scope")
  }
}

import ChapterTestSupport
import CompositionChapter
import OnlineStore
import TerminalUI
import Testing

/// The composition app driven end to end: scripts of key presses go through the key map to a
/// real store of `ProductListDomain`, started with the embedded catalog in state; the tests read
/// the frames and the action log, where the nesting of the actions shows.
@MainActor
@Suite("The composition app, driven by scripts")
struct CompositionAppTests {
  @Test("the first frame: the catalog already loaded, the first row selected, the keys")
  func firstFrame() async throws {
    let run = await ScriptTranscript(running: [], on: CompositionChapter.makeApp())

    let frame = try #require(run.step("start")).frame
    #expect(frame.count == 24)
    #expect(
      Array(frame.prefix(7)) == [
        " Chapter 2 · Composition · Scope, forEach, store.scope",
        " Products · 20 from the embedded catalog                      Cart-to-be: empty",
        String(repeating: "─", count: 80),
        "  Product                                                Price        Cart",
        "› Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95   [ Add to Cart ]",
        "  Mens Casual Premium Slim Fit T-Shirts                 $22.30   [ Add to Cart ]",
        "  Mens Cotton Jacket                                    $55.99   [ Add to Cart ]",
      ])
    #expect(
      Array(frame.suffix(5)) == [
        "  ↓ 5 more",
        "",
        " Row 1 of 20 · + sends:",
        "   .product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))",
        "↑ up  ↓ down  +/→ add  -/← remove  l log  r read chapter  ? help  q quit",
      ])
  }

  @Test("plus on the first row: one action, wrapped for the list, and a diff down to the count")
  func plusOnFirstRow() async throws {
    let run = await ScriptTranscript(running: ["plus"], on: CompositionChapter.makeApp())

    let plus = try #require(run.step("1: plus"))
    #expect(
      plus.log == [
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
    #expect(plus.frame[1].hasSuffix("Cart-to-be: 1 item · $109.95"))
    #expect(
      plus.frame[4]
        == "› Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95      [-] 1 [+]")
  }

  @Test("↓ moves the selection without an action; plus then goes to that row's id")
  func selectionAndId() async throws {
    let run = await ScriptTranscript(
      running: ["down", "down", "plus"], on: CompositionChapter.makeApp())

    let down = try #require(run.step("2: down"))
    #expect(down.log.isEmpty)  // the selection is the screen's state: no action, no diff
    #expect(
      down.frame.contains(
        "› Mens Cotton Jacket                                    $55.99   [ Add to Cart ]"))
    #expect(down.frame.contains(" Row 3 of 20 · + sends:"))
    #expect(
      down.frame.contains(
        "   .product(.element(id: UUID(2), action: .addToCart(.didTapPlusButton)))"))

    let plus = try #require(run.step("3: plus"))
    #expect(
      plus.log.first
        == "▸ ProductListDomain.Action.product(.element(id: UUID(2), action: .addToCart(.didTapPlusButton)))"
    )
    #expect(plus.log.contains("        … (2 unchanged)"))  // rows [0] and [1], before row [2]
    #expect(plus.log.contains("        [2]: ProductDomain.State("))
    #expect(
      plus.frame.contains(
        "› Mens Cotton Jacket                                    $55.99      [-] 1 [+]"))
    #expect(plus.frame[1].hasSuffix("Cart-to-be: 1 item · $55.99"))
  }

  @Test("minus at 0: the action goes through, the clamp leaves no state change")
  func clampAtZero() async throws {
    let run = await ScriptTranscript(
      running: ["plus", "minus", "minus"], on: CompositionChapter.makeApp())

    let toZero = try #require(run.step("2: minus"))
    #expect(toZero.log.contains("  −         count: 1"))
    #expect(toZero.log.contains("  +         count: 0"))

    let clamped = try #require(run.step("3: minus"))
    #expect(
      clamped.log == [
        "▸ ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapMinusButton)))",
        "  (no state changes)",
      ])
    #expect(
      clamped.frame[4]
        == "› Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95   [ Add to Cart ]")
  }

  @Test("the total adds up every row: 2 backpacks and a jacket")
  func total() async throws {
    let run = await ScriptTranscript(
      running: ["plus", "plus", "down", "down", "right"], on: CompositionChapter.makeApp())

    let last = try #require(run.steps.last)
    #expect(
      last.frame[1]
        == " Products · 20 from the embedded catalog          Cart-to-be: 3 items · $275.89")
  }

  @Test("PgDn, End, Home move the selection; ↓ on the last row does nothing")
  func paging() async throws {
    let run = await ScriptTranscript(
      running: ["page-down", "pagedown", "down", "home", "end"], on: CompositionChapter.makeApp())

    #expect(try #require(run.step("1: page-down")).frame.contains(" Row 11 of 20 · + sends:"))
    #expect(try #require(run.step("2: pagedown")).frame.contains(" Row 20 of 20 · + sends:"))
    let pastTheEnd = try #require(run.step("3: down"))
    #expect(pastTheEnd.log.isEmpty)
    #expect(pastTheEnd.frame.contains(" Row 20 of 20 · + sends:"))
    let home = try #require(run.step("4: home")).frame
    #expect(home.contains(" Row 1 of 20 · + sends:"))
    #expect(home[4].hasPrefix("› Fjallraven"))
    let end = try #require(run.step("5: end")).frame
    #expect(
      end.contains(
        "› DANVOUY Womens T Shirt Casual Cotton Short            $12.99   [ Add to Cart ]"))
    #expect(end.contains("  ↑ 5 more"))
  }

  @Test("a catalog that cannot be read: the list says why, and + does nothing")
  func unreadableCatalog() async throws {
    let app = CompositionChapter.makeApp(
      catalog: .failure(.missingResource("fakestore-products.json")))
    let run = await ScriptTranscript(running: ["plus"], on: app)

    let start = try #require(run.step("start")).frame
    #expect(
      Array(start[1...6]) == [
        " Products · 0 from the embedded catalog                       Cart-to-be: empty",
        String(repeating: "─", count: 80),
        "",
        " The catalog could not be read: The embedded file fakestore-products.json is",
        " missing from the OnlineStore module's resources.",
        "",
      ])
    #expect(start.last == "l log  r read chapter  ? help  q quit")  // no rows: no list keys
    #expect(try #require(run.step("1: plus")).log.isEmpty)
    #expect(run.exitCode == 0)
  }

  @Test("an unknown command stops the script with its line and the valid commands")
  func unknownCommand() async {
    let run = await ScriptTranscript(running: ["plus", "buy"], on: CompositionChapter.makeApp())

    #expect(run.exitCode == 1)
    #expect(run.errors.hasPrefix("line 2: unknown command \"buy\""))
    #expect(
      run.errors.contains(
        "valid commands: up (up), down (down), plus (+, right), minus (-, left), page-up (pageup), page-down (pagedown), first (home), last (end), wait"
      ))
  }

  @Test("r opens this chapter's README in the pager")
  func readTheChapter() async throws {
    let run = await ScriptTranscript(running: ["read"], on: CompositionChapter.makeApp())

    #expect(
      try #require(run.step("1: read")).frame[1]
        == " Chapter 2 · Composition: Scope, forEach, store.scope")
  }
}

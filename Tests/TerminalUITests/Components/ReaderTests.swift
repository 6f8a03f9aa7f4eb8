import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("The reader", .tags(.terminalUI))
struct ReaderTests {
  private let text: [Line] = (1...50).map { Line("line \($0)") }
  /// The same fifty lines as Markdown (a blank line between paragraphs keeps them apart).
  private let markdown = (1...50).map { "line \($0)" }.joined(separator: "\n\n")

  /// A reader of fifty paragraphs in a window `rows` high, its position kept in `position`.
  private func reader(rows: Int, position: Shared<ReaderPosition>, closed: Shared<Bool> = Shared(false)) -> ViewHost<Reader> {
    ViewHost(
      Reader(
        markdown, position: Binding(get: { position.value }, set: { position.value = $0 }),
        size: TerminalSize(columns: 60, rows: rows), close: { closed.value = true }),
      columns: 60, rows: rows)
  }

  @Test("the reader shows a page and where the reader is")
  func page() {
    let host = reader(rows: 8, position: Shared(ReaderPosition()))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(5) == [" line 1", "", " line 2", "", " line 3"])
    #expect(lines[5].hasPrefix("lines 1–5 of 99 (5%)"))
  }

  @Test("its buttons' keys scroll by line, by page and to the ends, never past them; q and Esc close it")
  func scrolling() {
    let position = Shared(ReaderPosition())
    let closed = Shared(false)
    let host = reader(rows: 8, position: position, closed: closed)
    host.press(.down)
    #expect(position.value.offset == 1)
    host.press(.pageDown)
    #expect(position.value.offset == 5, "a page down keeps the page's last line in view")
    host.press(.end)
    #expect(position.value.offset == 94)
    host.press(.down)
    #expect(position.value.offset == 94)
    host.press(.home)
    host.press(.up)
    #expect(position.value.offset == 0)
    host.press(.character("x"))
    #expect(position.value.offset == 0)
    host.press(.end)
    #expect(host.screen.contains(" line 50"))
    #expect(host.screen.contains("lines 95–99 of 99 (100%)"))
    host.press(.character("q"))
    #expect(closed.value)
    closed.value = false
    host.press(.escape)
    #expect(closed.value, "Esc closes it too (its Close)")
  }

  @Test("Enter ends typing the query; Enter again goes on to the next match, and / starts a new search")
  func enterAfterSearch() {
    let position = Shared(ReaderPosition())
    let host = reader(rows: 8, position: position)
    host.press(.character("/"))
    host.type("line 1")
    host.press(.enter)
    // Lines 1 and 10 to 19 hold "line 1": the search went to the first, and the field let go.
    #expect(position.value.query == "line 1" && position.value.currentMatch == 0)
    #expect(!position.value.isSearching)
    #expect(host.focusedTitle == "Next match")
    // Before, the focus went on to Find, whose Enter threw the query away.
    host.press(.enter)
    #expect(position.value.query == "line 1")
    #expect(position.value.currentMatch == 18, "line 10 is the 19th line: a blank line between paragraphs")
    #expect(host.screen.contains("/line 1: match 2 of 11"))
    host.press(.character("/"))
    #expect(position.value.query.isEmpty && position.value.isSearching)
  }

  @Test("a search goes to the first match from the top line on, wrapping; an empty query ends it")
  func search() {
    var state = ReaderPosition(offset: 20)
    state.search(for: "LINE 1", in: text, pageHeight: 10)
    // Lines 1 and 10 to 19 hold "line 1", ignoring case; from line 21 on, the first is line 1.
    #expect(state.offset == 0 && state.currentMatch == 0)
    #expect(state.searchStatus(in: text) == "/LINE 1: match 1 of 11 (n next, N previous)")
    state.search(for: "nowhere", in: text, pageHeight: 10)
    #expect(state.searchStatus(in: text) == "/nowhere: not found")
    state.search(for: "", in: text, pageHeight: 10)
    #expect(state.searchStatus(in: text) == nil)
  }

  @Test("the next and previous match wrap around the text both ways")
  func matches() {
    var state = ReaderPosition()
    state.search(for: "line 4", in: text, pageHeight: 10)
    // Lines 4 and 40 to 49.
    #expect(state.currentMatch == 3)
    state.goToMatch(forward: false, in: text, pageHeight: 10)
    #expect(state.currentMatch == 48)
    #expect(state.offset == 40, "the last page shows the match")
    state.goToMatch(forward: true, in: text, pageHeight: 10)
    #expect(state.currentMatch == 3)
    state.goToMatch(forward: true, in: text, pageHeight: 10)
    #expect(state.currentMatch == 39)
  }
}

/// A value the test and a binding's closures share.
@MainActor
private final class Shared<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("Pager", .tags(.terminalUI))
struct PagerTests {
  private let text: [Line] = (1...50).map { Line("line \($0)") }

  @Test("the pager shows a page and where the reader is")
  func page() {
    let terminal = screen(Pager(lines: text, state: PagerState()).lines(width: 60, height: 6), columns: 60, rows: 6)
    #expect(terminal.lines.prefix(5) == ["line 1", "line 2", "line 3", "line 4", "line 5"])
    #expect(terminal.lines[5].hasPrefix("lines 1–5 of 50 (10%)"))
  }

  private func scroll(_ state: inout PagerState, _ key: Key) -> Bool {
    state.handle(key, lineCount: 50, pageHeight: Pager.pageHeight(forHeight: 6))
  }

  @Test("keys scroll by line, by page and to the ends, never past them")
  func scrolling() {
    var state = PagerState()
    #expect(scroll(&state, .down))
    #expect(state.offset == 1)
    #expect(scroll(&state, .pageDown))
    #expect(state.offset == 5)
    #expect(scroll(&state, .end))
    #expect(state.offset == 45)
    #expect(scroll(&state, .down))
    #expect(state.offset == 45)
    #expect(scroll(&state, .home))
    #expect(scroll(&state, .up))
    #expect(state.offset == 0)
    #expect(!scroll(&state, .character("x")))
    let terminal = screen(Pager(lines: text, state: PagerState(offset: 45)).lines(width: 60, height: 6), columns: 60, rows: 6)
    #expect(terminal.lines[4] == "line 50")
    #expect(terminal.lines[5].hasPrefix("lines 46–50 of 50 (100%)"))
  }

  @Test("a search goes to the first match from the top line on, wrapping; an empty query ends it")
  func search() {
    var state = PagerState(offset: 20)
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
    var state = PagerState()
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

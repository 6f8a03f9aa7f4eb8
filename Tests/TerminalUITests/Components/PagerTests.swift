import Testing
import TerminalUI

@MainActor
@Suite("Pager")
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
}

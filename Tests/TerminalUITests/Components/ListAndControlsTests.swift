import Composable
import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("List rows, long text, the reader's search, the spinner", .tags(.terminalUI))
struct ListAndControlsTests {
  @Test("the focused row of a List is marked ▶ ◀ and reversed, the others bracketed")
  func focusedRow() throws {
    let terminal = VirtualTerminal(columns: 20, rows: 6)
    let app = TerminalApp(
      title: "Rows", initialState: 0, reducer: EmptyReducer<Int, Never>(),
      minimumSize: TerminalSize(columns: 20, rows: 6)
    ) { _ in
      List { ForEach(1..<4) { index in Button("Item \(index)") {} } }
    }
    app.styleSupport = .styled
    app.start(on: terminal)
    terminal.press(.down)
    let row = try #require(terminal.lines.firstIndex { $0.contains("Item 2") })
    #expect(terminal.lines[row].contains("▶ Item 2 ◀"))
    #expect(terminal.lines.contains { $0.contains("[ Item 1 ]") })
    let column = try #require(terminal.lines[row].range(of: "Item 2")).lowerBound.utf16Offset(in: terminal.lines[row])
    #expect(terminal.style(row: row, column: column).isReversed)
    #expect(!terminal.style(row: row - 1, column: column).isReversed)
  }

  @Test("a long List shows what is hidden below, and above once the focus has moved down")
  func scrolling() {
    let host = ViewHost(List { ForEach(1..<21) { index in Button("Item \(index)") {} } }, columns: 20, rows: 5)
    #expect(host.screen.contains("↓ 16 more"))
    for _ in 0..<19 { host.press(.down) }
    #expect(host.focusedTitle == "Item 20")
    #expect(host.screen.contains("▶ Item 20 ◀"))
    #expect(host.screen.contains("↑ 16 more"))
  }

  @Test("a row too long for its one line is cut with an ellipsis")
  func truncation() {
    let host = ViewHost(Text("A very long product title indeed").lineLimit(1), columns: 16, rows: 1)
    #expect(host.screen == "A very long pro…")
  }

  @Test("ScrolledText shows the page at its position, from its column, the search's matches reversed")
  func scrolledText() throws {
    let lines = (1...30).map { Line("Line \($0) of the text, longer than the page is wide") }
    var position = ReaderPosition(offset: 10, column: 5)
    position.search(for: "line 12", in: lines, pageHeight: 4)
    #expect(position.offset == 11)
    position.column = 5
    let terminal = VirtualTerminal(columns: 20, rows: 6)
    let app = TerminalApp(
      title: "Text", initialState: 0, reducer: EmptyReducer<Int, Never>(),
      minimumSize: TerminalSize(columns: 20, rows: 6)
    ) { _ in
      ScrolledText(lines, position: position, width: 20, height: 4)
    }
    app.styleSupport = .styled
    app.start(on: terminal)
    #expect(terminal.lines[1] == "12 of the text, long")
    #expect(terminal.lines[4] == "15 of the text, long")
    #expect(!terminal.text.contains("Line 11"))
    #expect(terminal.style(row: 1, column: 0).isReversed)
    #expect(!terminal.style(row: 2, column: 0).isReversed)
  }

  @Test("the spinner cycles through its frames")
  func spinner() {
    #expect(Spinner.frame(at: 0) == Spinner.frames[0])
    #expect(Spinner.frame(at: Spinner.frames.count + 1) == Spinner.frames[1])
    #expect(Spinner.frame(at: -1) == Spinner.frames.last)
    #expect(Spinner(tick: 2, label: "Loading…").line.plainText == "\(Spinner.frames[2]) Loading…")
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}

import Testing
import TerminalUI

@MainActor
@Suite("List, buttons, tabs, spinner")
struct ListAndControlsTests {
  private let fruits: [Line] = (1...20).map { Line("Item \($0)") }

  @Test("the selected row is marked and reversed")
  func selection() {
    let lines = SelectableList(items: Array(fruits.prefix(3)), selection: 1).lines(width: 20, height: 5)
    let terminal = screen(lines, columns: 20)
    #expect(terminal.lines.prefix(3) == ["  Item 1", "› Item 2", "  Item 3"])
    #expect(terminal.style(row: 1, column: 4).isReversed)
    #expect(!terminal.style(row: 0, column: 4).isReversed)
  }

  @Test("a long list scrolls to keep the selection visible and counts what is hidden")
  func scrolling() {
    let top = SelectableList(items: fruits, selection: 0).lines(width: 20, height: 5).map(\.plainText)
    #expect(top.map { $0.trimmingTrailingSpaces } == ["› Item 1", "  Item 2", "  Item 3", "  Item 4", "  ↓ 16 more"])
    let middle = SelectableList(items: fruits, selection: 10).lines(width: 20, height: 5).map(\.plainText)
    #expect(middle.count == 5)
    #expect(middle.first == "  ↑ 9 more")
    #expect(middle.contains { $0.hasPrefix("› Item 11") })
    #expect(middle.last == "  ↓ 8 more")
    let bottom = SelectableList(items: fruits, selection: 19).lines(width: 20, height: 5).map(\.plainText)
    #expect(bottom.first == "  ↑ 16 more")
    #expect(bottom.last?.hasPrefix("› Item 20") == true)
  }

  @Test("long rows are cut with an ellipsis; an empty list says so")
  func truncationAndEmpty() {
    let lines = SelectableList(items: ["A very long product title indeed"], selection: 0).lines(width: 16, height: 3)
    #expect(lines[0].plainText == "› A very long p…")
    let empty = SelectableList(items: [], selection: nil, emptyText: "No products").lines(width: 16, height: 3)
    #expect(empty.map(\.plainText) == ["No products"])
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

import Composable
import TerminalUI
import TestTags
import Testing

/// How views share the space they get: stacks, spacers, text that wraps or is cut, lists that
/// scroll to the focus, large type, padding, at several window sizes.
@MainActor
@Suite("View layout", .tags(.terminalUI))
struct ViewLayoutTests {
  /// The rows of a host's screen.
  private func rows<V: View>(_ view: V, columns: Int, rows: Int) -> [String] {
    ViewHost(view, columns: columns, rows: rows).screen.components(separatedBy: "\n")
  }

  @Test("a spacer pushes the two texts of an HStack to the window's edges", arguments: [20, 40, 80])
  func spacerPushes(columns: Int) {
    let screen = rows(HStack { Text("left"); Spacer(); Text("right") }, columns: columns, rows: 3)

    let row = try! #require(screen.first { $0.contains("left") })
    #expect(row.hasPrefix("left"))
    #expect(row.count == columns)
    #expect(row.hasSuffix("right"))
  }

  @Test("text wraps at word boundaries where it has rows, and is cut with … where it has not")
  func textWrapsAndCuts() {
    let text = Text("the quick brown fox jumps over the lazy dog")

    let wrapped = rows(VStack(alignment: .leading) { text }, columns: 16, rows: 6)
      .filter { !$0.isEmpty }
    #expect(wrapped == ["the quick brown", "fox jumps over", "the lazy dog"])

    let cut = rows(VStack(alignment: .leading) { text.lineLimit(1) }, columns: 16, rows: 6)
      .filter { !$0.isEmpty }
    #expect(cut == ["the quick brown…"])

    let cutAfterWrapping = rows(VStack(alignment: .leading) { text.lineLimit(2) }, columns: 16, rows: 6)
      .filter { !$0.isEmpty }
    #expect(cutAfterWrapping == ["the quick brown", "fox jumps over…"])
  }

  @Test("a VStack centres its children, and the screen centres the stack")
  func centring() {
    let screen = rows(VStack { Text("wide line here"); Text("mid") }, columns: 20, rows: 3)

    #expect(screen == ["   wide line here", "        mid", ""])
  }

  @Test("in an HStack too narrow for it, text shrinks and the buttons keep their width")
  func textShrinksBesideButtons() {
    let view = HStack {
      Text("A very long product title that does not fit").lineLimit(1)
      Button("Buy") {}
    }
    let screen = rows(view, columns: 30, rows: 3)

    let row = try! #require(screen.first { $0.contains("Buy") })
    #expect(row.count <= 30)
    #expect(row.hasSuffix("Buy ◀"))  // focused: the first control of the screen
    #expect(row.contains("…"))
  }

  @Test("a list longer than the window scrolls to keep the focused row in view")
  func listScrollsToFocus() {
    let host = ViewHost(
      List { ForEach(0..<30) { index in Button("Row \(index)") {} } }, columns: 30, rows: 8)

    #expect(host.screen.contains("[ Row 0 ]") == false)  // focused rows draw ▶ ◀
    #expect(host.screen.contains("▶ Row 0 ◀"))
    #expect(host.screen.contains("↓ 23 more"))
    for _ in 0..<20 { host.press(.down) }

    #expect(host.focusedTitle == "Row 20")
    #expect(host.screen.contains("▶ Row 20 ◀"))
    #expect(!host.screen.contains("Row 0 "))
    #expect(host.screen.contains("↑"))
  }

  @Test("a list takes every column: a centring stack centres the text above it, not the list's rows")
  func listIsAsWideAsItsStack() {
    // As the kit's menu draws a page: pushed to the leading edge, padded by a column, a row too
    // wide for the window, which wraps into lines shorter than the list.
    let view = HStack(spacing: 0) {
      VStack {
        Text("Title")
        List { Text("one"); Text("aaaaaa bbbbbb cccccc dddddd") }
      }
      .padding(.leading, 10)
      Spacer()
    }
    let screen = rows(view, columns: 20, rows: 4)

    // The stack is 19 columns wide, all the list's: the title seven in (after the padding's
    // one), the rows at the list's leading edge.
    #expect(screen == ["        Title", " one", " aaaaaa bbbbbb", " cccccc dddddd"])
  }

  @Test(".font(.largeTitle) draws digits in block type, five rows tall")
  func largeTitle() {
    let screen = rows(Text("-12").font(.largeTitle), columns: 20, rows: 5)

    // 11 columns wide, centred in 20: four columns in.
    #expect(
      screen == [
        "         █  ███",
        "        ██    █",
        "    ███  █  ███",
        "         █  █",
        "        ███ ███",
      ])
  }

  @Test("padding adds cells around a view: ten points a column, twenty a row")
  func padding() {
    let screen = rows(
      VStack(alignment: .leading) { Text("x").padding(10); Text("y") }, columns: 10, rows: 4)

    // The padded x is three columns wide (" x "), the stack centred in ten: three columns in.
    #expect(screen == ["", "    x", "", "   y"])
  }

  @Test("modifiers that mean nothing in a terminal are accepted and change nothing")
  func acceptedModifiers() {
    let plain = rows(Button("Go") {}, columns: 20, rows: 3)
    let decorated = rows(
      Button("Go") {}.buttonStyle(.plain).cornerRadius(10).frame(maxWidth: .infinity),
      columns: 20, rows: 3)

    #expect(plain == decorated)
  }
}

import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("Header and footer", .tags(.terminalUI))
struct HeaderFooterTests {
  @Test("the header shows the chapter and title across the width, in reverse video")
  func header() {
    let terminal = screen(Header(chapter: 1, title: "Counter", note: "log on").lines(width: 40), columns: 40)
    #expect(terminal.lines[0].hasPrefix(" Chapter 1 · Counter"))
    #expect(terminal.lines[0].hasSuffix("log on"))
    #expect(terminal.style(row: 0, column: 30).isReversed)
  }

  @Test("a unicode title too long for the window is cut with an ellipsis")
  func unicodeTitle() {
    let lines = Header(chapter: 6, title: "カートのシート 🛒 と オプショナルな状態", note: "log").lines(width: 30)
    let terminal = screen(lines, columns: 30)
    #expect(lines[0].width == 30)
    #expect(terminal.lines[0].contains("…"))
    #expect(terminal.lines[0].hasPrefix(" Chapter 6 · カート"))
    #expect(terminal.lines[0].hasSuffix("log"))
  }

  @Test("the footer lists the key hints and drops those that do not fit")
  func footer() {
    let hints = [KeyHint("↑↓", "select"), KeyHint("+", "add"), KeyHint("?", "help"), KeyHint("q", "quit")]
    let wide = screen(Footer(hints: hints).lines(width: 60), columns: 60)
    #expect(wide.lines[0] == "↑↓ select  + add  ? help  q quit")
    #expect(wide.style(row: 0, column: 0).isBold)
    let narrow = screen(Footer(hints: hints).lines(width: 20), columns: 20)
    #expect(narrow.lines[0] == "↑↓ select  + add  …")
  }

  @Test("pinned hints stay at the end however narrow the window")
  func pinned() {
    let footer = Footer(hints: [KeyHint("↑↓", "select"), KeyHint("+", "add")], pinned: [KeyHint("q", "quit")])
    #expect(footer.lines(width: 40)[0].plainText == "↑↓ select  + add  q quit")
    #expect(footer.lines(width: 22)[0].plainText == "↑↓ select  …  q quit")
  }
}

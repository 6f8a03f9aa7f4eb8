import Composable
import TestTags
import Testing

@testable import TerminalUI

@MainActor
@Suite("Header and footer", .tags(.terminalUI))
struct HeaderFooterTests {
  @Test("the header shows the chapter and title across the width, in reverse video")
  func header() {
    let host = ViewHost(Header(chapter: 1, title: "Counter", note: "log on"), columns: 40, rows: 1)
    #expect(host.screen.hasPrefix(" Chapter 1 · Counter"))
    #expect(host.screen.hasSuffix("log on"))
    let app = makeCounterApp()
    app.press(.character("l"))
    let terminal = screen(app.frame(size: TerminalSize(columns: 40, rows: 10)), columns: 40)
    #expect(terminal.style(row: 0, column: 30).isReversed)
    // Every cell of the bar, the title's bold, down to the last column after the note.
    #expect((0..<40).allSatisfy { terminal.style(row: 0, column: $0).isReversed })
    #expect(terminal.style(row: 0, column: 1).isBold && !terminal.style(row: 0, column: 39).isBold)
  }

  @Test("a unicode title too long for the window is cut with an ellipsis")
  func unicodeTitle() {
    let app = TerminalApp(
      chapter: 6, title: "カートのシート 🛒 と オプショナルな状態", initialState: TestCounter.State(),
      reducer: TestCounter()
    ) { _ in Text("cart") }
    app.press(.character("l"))
    let lines = app.frame(size: TerminalSize(columns: 30, rows: 10))
    let terminal = screen(lines, columns: 30)
    #expect(lines[0].width == 30)
    #expect(terminal.lines[0].contains("…"))
    #expect(terminal.lines[0].hasPrefix(" Chapter 6 · カート"))
    #expect(terminal.lines[0].hasSuffix("log"))
  }

  @Test("the footer lists the key hints and drops those that do not fit")
  func footer() {
    let hints = [KeyHint("↑↓", "select"), KeyHint("+", "add"), KeyHint("?", "help"), KeyHint("q", "quit")]
    #expect(ViewHost(Footer(hints: hints), columns: 60, rows: 1).screen == "↑↓ select  + add  ? help  q quit")
    let terminal = screen(makeCounterApp().frame(size: TerminalSize(columns: 60, rows: 10)), columns: 60)
    #expect(terminal.style(row: 9, column: 0).isBold)
    #expect(ViewHost(Footer(hints: hints), columns: 20, rows: 1).screen == "↑↓ select  + add  …")
  }

  @Test("pinned hints stay at the end however narrow the window")
  func pinned() {
    let footer = Footer(hints: [KeyHint("↑↓", "select"), KeyHint("+", "add")], pinned: [KeyHint("q", "quit")])
    #expect(ViewHost(footer, columns: 40, rows: 1).screen == "↑↓ select  + add  q quit")
    #expect(ViewHost(footer, columns: 22, rows: 1).screen == "↑↓ select  …  q quit")
  }

  @Test("a footer given two lines puts what the first cannot hold on the second, and leaves the first blank when one is enough")
  func twoLines() {
    let hints = [KeyHint("↑↓", "select"), KeyHint("+", "add"), KeyHint("-", "remove")]
    #expect(ViewHost(Footer(hints: hints), columns: 20, rows: 2).screen == "↑↓ select  + add\n- remove")
    #expect(ViewHost(Footer(hints: hints), columns: 60, rows: 2).screen == "\n↑↓ select  + add  - remove")
  }

  @Test("the app's footer follows the log's state and the window's width")
  func keptFooter() {
    let app = makeCounterApp()
    let tall = TerminalSize(columns: 100, rows: 24)
    let footer = { (size: TerminalSize) in
      screen(app.frame(size: size), columns: size.columns, rows: size.rows).lines.suffix(2).joined(separator: "\n")
    }
    let first = footer(tall)
    #expect(first.contains("l log") && !first.contains("hide log"))
    app.press(.character("l"))
    #expect(footer(tall).contains("l hide log"))
    let narrow = footer(TerminalSize(columns: 40, rows: 24))
    #expect(narrow.contains("? help  q quit") && narrow.contains("…"))
  }
}

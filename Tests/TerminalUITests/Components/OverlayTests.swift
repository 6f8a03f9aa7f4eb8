import Testing
import TerminalUI

@MainActor
@Suite("Dialog and sheet overlays")
struct OverlayTests {
  private let base: [Line] = (1...10).map { Line("base line \($0) with some text") }
  private let size = TerminalSize(columns: 40, rows: 10)

  @Test("a dialog is a box centred over the dimmed frame, its focused button highlighted")
  func dialog() throws {
    let dialog = Dialog(
      title: "Confirm purchase", message: "Do you want to buy these items?",
      buttons: [DialogButton("Cancel", role: .cancel), DialogButton("Buy")], focused: 1)
    let wide = TerminalSize(columns: 60, rows: 10)
    let terminal = screen(dialog.lines(over: base, size: wide), columns: 60, rows: 10)
    let text = terminal.text
    #expect(text.contains("╭─ Confirm purchase "))
    #expect(text.contains("Do you want to buy these items?"))
    #expect(text.contains("[ Cancel ]  [›Buy‹]"))
    #expect(terminal.lines[0].hasPrefix("base line 1"))
    #expect(terminal.style(row: 0, column: 0).isDim)
    let buy = try #require(terminal.position(of: "[›Buy‹]"))
    #expect(terminal.style(row: buy.row, column: buy.column + 2).isReversed)
    // The base shows on both sides of the box on the rows it covers.
    let title = try #require(terminal.position(of: "Confirm"))
    #expect(terminal.lines[title.row].hasPrefix("base"))
  }

  @Test("a dialog wider than the window fits it, wrapping its message")
  func narrowDialog() {
    let dialog = Dialog(title: "Alert", message: "A long message that must wrap to fit the small window.", buttons: [DialogButton("OK")])
    let small = TerminalSize(columns: 20, rows: 12)
    let terminal = screen(dialog.lines(over: [], size: small), columns: 20, rows: 12)
    #expect(terminal.lines.allSatisfy { $0.displayWidth <= 20 })
    #expect(terminal.text.contains("[›OK‹]"))
    #expect(terminal.text.contains("A long message"))
  }

  @Test("a sheet covers the lower part of the screen and leaves the top visible")
  func sheet() throws {
    let sheet = Sheet(title: "Cart", content: ["Backpack  x1", "T-shirt   x2"])
    let terminal = screen(sheet.lines(over: base, size: size), columns: 40, rows: 10)
    #expect(terminal.lines[0].hasPrefix("base line 1"))
    let top = try #require(terminal.position(of: "╭─ Cart "))
    #expect(top.row == 10 - 7)
    #expect(terminal.lines[top.row + 1] == "│ Backpack  x1" + String(repeating: " ", count: 24) + " │")
    #expect(terminal.lines[9].hasPrefix("╰"))
    #expect(Sheet.contentHeight(in: size) == 5)
  }
}

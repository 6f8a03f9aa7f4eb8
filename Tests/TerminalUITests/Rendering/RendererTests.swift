import Foundation
import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("Renderer: only changed rows are rewritten", .tags(.terminalUI))
struct RendererTests {
  private func rowsWritten(_ output: String) -> Int {
    output.components(separatedBy: "\u{1B}[").filter { $0.range(of: #"^\d+;1H"#, options: .regularExpression) != nil }.count
  }

  @Test("the first frame writes every row, an unchanged frame writes nothing")
  func firstAndSameFrame() {
    var renderer = Renderer(styleSupport: .styled)
    let size = TerminalSize(columns: 20, rows: 5)
    let frame: [Line] = ["one", "two", "three"]
    #expect(rowsWritten(renderer.render(frame, size: size)) == 5)
    #expect(renderer.render(frame, size: size).isEmpty)
  }

  @Test("changing one row writes only that row")
  func oneRowChanged() {
    var renderer = Renderer(styleSupport: .styled)
    let size = TerminalSize(columns: 20, rows: 5)
    let terminal = VirtualTerminal(columns: 20, rows: 5)
    terminal.write(renderer.render(["Count: 0", "", "+ more"], size: size))
    let output = renderer.render(["Count: 1", "", "+ more"], size: size)
    #expect(rowsWritten(output) == 1)
    #expect(output.contains("Count: 1"))
    #expect(!output.contains("more"))
    terminal.write(output)
    #expect(terminal.lines.prefix(3) == ["Count: 1", "", "+ more"])
  }

  @Test("a row that got shorter is cleared to its end")
  func shorterRow() {
    var renderer = Renderer(styleSupport: .plain)
    let size = TerminalSize(columns: 20, rows: 2)
    let terminal = VirtualTerminal(columns: 20, rows: 2)
    terminal.write(renderer.render(["a long line of text"], size: size))
    terminal.write(renderer.render(["short"], size: size))
    #expect(terminal.lines[0] == "short")
  }

  @Test("a resize redraws everything; invalidate() does too")
  func resizeRedraws() {
    var renderer = Renderer(styleSupport: .plain)
    let frame: [Line] = ["a", "b"]
    _ = renderer.render(frame, size: TerminalSize(columns: 10, rows: 2))
    #expect(rowsWritten(renderer.render(frame, size: TerminalSize(columns: 12, rows: 2))) == 2)
    renderer.invalidate()
    #expect(rowsWritten(renderer.render(frame, size: TerminalSize(columns: 12, rows: 2))) == 2)
  }

  @Test("frames are clipped to the window, right and bottom")
  func clipping() {
    let terminal = screen(["0123456789ABCDEF", "second", "third", "fourth"], columns: 10, rows: 3)
    #expect(terminal.lines == ["0123456789", "second", "third"])
  }

  @Test("a full-width row does not get its last column erased")
  func fullWidthRow() {
    var renderer = Renderer(styleSupport: .plain)
    let output = renderer.render(["0123456789"], size: TerminalSize(columns: 10, rows: 1))
    #expect(!output.contains("\u{1B}[K"))
  }

  @Test("a too-small window shows the message instead of the frame")
  func tooSmall() {
    let terminal = screen(["content"], columns: 50, rows: 6, minimumSize: TerminalSize(columns: 60, rows: 20))
    #expect(terminal.text.contains("window too small: need 60×20, have 50×6"))
    #expect(!terminal.text.contains("content"))
  }

  @Test("the too-small message wraps in a tiny window")
  func tinyWindow() {
    let terminal = screen(["content"], columns: 12, rows: 8, minimumSize: TerminalSize(columns: 60, rows: 20))
    let text = terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains("window too small: need 60×20, have 12×8"))
    #expect(terminal.lines.allSatisfy { $0.displayWidth <= 12 })
  }

  @Test("a window that grows back shows the frame again")
  func growsBack() {
    var renderer = Renderer(styleSupport: .plain)
    let terminal = VirtualTerminal(columns: 30, rows: 5)
    let minimum = TerminalSize(columns: 40, rows: 5)
    terminal.write(renderer.render(["the view"], size: terminal.size, minimumSize: minimum))
    #expect(terminal.text.contains("too small"))
    terminal.resize(columns: 40, rows: 5)
    terminal.write(renderer.render(["the view"], size: terminal.size, minimumSize: minimum))
    #expect(terminal.lines[0] == "the view")
    #expect(!terminal.text.contains("too small"))
  }
}

import TestTags
import Testing

@testable import TerminalUI

/// `Color` as a view: it fills the space it is given with its colour behind; UIKit's colours by
/// role; `opacity` and `.ignoresSafeArea()` accepted.
@MainActor
@Suite("Color as a view: Color(.systemBackground), opacity, ignoresSafeArea", .tags(.terminalUI))
struct ColorViewTests {
  @Test("a framed Color fills its block with its colour behind")
  func colorFillsItsFrame() {
    let lines = ViewRuntime {
      VStack {
        Text("Swatch")
        Color.blue.frame(width: 100, height: 40)
      }
    }.render(size: TerminalSize(columns: 10, rows: 3), tick: 0)
    #expect(lines.map(\.plainText) == ["  Swatch", "          ", "          "])
    #expect(lines[1].spans.allSatisfy { $0.style.background == .blue })
    #expect(lines[2].spans.map(\.text).joined().count == 10)
  }

  @Test("a Color in a ZStack fills the screen behind the text over it; ignoresSafeArea changes nothing")
  func colorBehindText() {
    let host = ViewHost(
      ZStack {
        Color(.systemBackground).ignoresSafeArea()
        Text("Over colour")
      })
    let lines = host.screen.components(separatedBy: "\n")
    #expect(lines.count == 24)
    #expect(lines[11] == String(repeating: " ", count: 34) + "Over colour")
    #expect(lines.enumerated().allSatisfy { $0.offset == 11 || $0.element.isEmpty })

    let drawn = ViewRuntime {
      ZStack {
        Color.yellow
        Text("Hi there")
      }
    }.render(size: TerminalSize(columns: 12, rows: 3), tick: 0)
    #expect(drawn.map(\.plainText) == ["            ", "  Hi there  ", "            "])
    // The colour shows behind the text, through its blank cells too.
    #expect(drawn[0].spans.allSatisfy { $0.style.background == .yellow })
    #expect(drawn[1].spans.allSatisfy { $0.style.background == .yellow })
  }

  @Test("UIKit's colours stand for terminal colours; opacity keeps the colour (a cell is opaque)")
  func uiColorsAndOpacity() {
    #expect(Color(.systemBackground) == .primary)
    #expect(Color(.label) == .primary)
    #expect(Color(uiColor: .secondaryLabel) == .brightBlack)
    #expect(Color(.systemRed) == .red)
    #expect(Color.blue.opacity(0.3) == .blue)
  }
}

import TestTags
import Testing
import TerminalUI

@Suite("Styles vanish where they do not belong", .tags(.terminalUI))
struct StyleSupportTests {
  @Test(
    "a terminal gets styles unless NO_COLOR (not empty), TERM=dumb, --no-color or non-terminal output says otherwise",
    arguments: [
      (["TERM": "xterm-256color"], ["app"], true, .styled),
      (["NO_COLOR": "1"], ["app"], true, .plain),
      (["TERM": "dumb"], ["app"], true, .plain),
      ([:], ["app", "--no-color"], true, .plain),
      ([:], ["app"], false, .plain),
      // An empty NO_COLOR does not count, as no-color.org says.
      (["NO_COLOR": ""], [], true, .styled),
    ] as [([String: String], [String], Bool, StyleSupport)])
  func detect(environment: [String: String], arguments: [String], isTerminal: Bool, expected: StyleSupport) {
    #expect(StyleSupport.detect(environment: environment, arguments: arguments, outputIsTerminal: isTerminal) == expected)
  }

  @MainActor
  @Test("a plain renderer writes no style sequences at all")
  func plainRenderer() {
    var renderer = Renderer(styleSupport: .plain)
    let output = renderer.render([Line("bold", style: .bold) + Line(" red", style: .color(.red))], size: TerminalSize(columns: 20, rows: 2))
    #expect(!output.contains("m"))
    let terminal = VirtualTerminal(columns: 20, rows: 2)
    terminal.write(output)
    #expect(terminal.lines[0] == "bold red")
    #expect(terminal.style(row: 0, column: 0) == .plain)
  }

  @MainActor
  @Test("a styled renderer's styles reach the screen")
  func styledRenderer() {
    let terminal = screen([Line("bold", style: .bold) + " " + Line("red", style: .color(.red)) + Line(" sel", style: Style(reverse: true, background: .palette(236)))])
    #expect(terminal.style(row: 0, column: 0) == .bold)
    #expect(terminal.style(row: 0, column: 5) == .color(.red))
    #expect(terminal.style(row: 0, column: 9) == Style(reverse: true, background: .palette(236)))
    #expect(terminal.style(row: 0, column: 4) == .plain)
  }
}

import Testing
import TerminalUI

@Suite("Styles vanish where they do not belong")
struct StyleSupportTests {
  @Test("a terminal with nothing said against it gets styles")
  func styled() {
    #expect(StyleSupport.detect(environment: ["TERM": "xterm-256color"], arguments: ["app"], outputIsTerminal: true) == .styled)
  }

  @Test(
    "NO_COLOR, TERM=dumb, --no-color and non-terminal output turn styles off",
    arguments: [
      (["NO_COLOR": "1"], ["app"], true),
      (["TERM": "dumb"], ["app"], true),
      ([:], ["app", "--no-color"], true),
      ([:], ["app"], false),
    ] as [([String: String], [String], Bool)])
  func plain(environment: [String: String], arguments: [String], isTerminal: Bool) {
    #expect(StyleSupport.detect(environment: environment, arguments: arguments, outputIsTerminal: isTerminal) == .plain)
  }

  @Test("an empty NO_COLOR does not count, as no-color.org says")
  func emptyNoColor() {
    #expect(StyleSupport.detect(environment: ["NO_COLOR": ""], arguments: [], outputIsTerminal: true) == .styled)
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

import TerminalUI

/// Draws lines on a fresh virtual terminal through the renderer, as an app would.
@MainActor
func screen(
  _ lines: [Line], columns: Int = 40, rows: Int = 10, minimumSize: TerminalSize = .zero
) -> VirtualTerminal {
  let terminal = VirtualTerminal(columns: columns, rows: rows)
  var renderer = Renderer(styleSupport: .styled)
  terminal.write(renderer.render(lines, size: terminal.size, minimumSize: minimumSize))
  return terminal
}

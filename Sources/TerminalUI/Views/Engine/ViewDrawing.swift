/// Draws a frame: the view in the whole space, then each presented layer over it, a sheet as a
/// large box with its title, an alert or a dialog as a small box in the middle.
@MainActor
struct ViewDrawing {
  /// How nodes are laid out.
  let layout: ViewLayout

  /// The frame's lines, exactly `size.rows` of them.
  func lines(_ frame: ViewFrame, size: TerminalSize) -> [Line] {
    var screen = fill(layout.screen(frame.nodes, width: size.columns, height: size.rows), size.rows)
    for layer in frame.layers {
      screen = layer.kind == .sheet ? sheet(layer, over: screen, size: size) : dialog(layer, over: screen, size: size)
    }
    return screen
  }

  private func sheet(_ layer: Layer, over screen: [Line], size: TerminalSize) -> [Line] {
    let width = max(20, size.columns - 4)
    let height = max(3, size.rows - 2)
    let content = fill(layout.screen(layer.content, width: width - 4, height: height - 2), height - 2)
    let box = layout.render(
      .groupBox([.lines(content)], title: ViewNode.navigationTitle(in: layer.content), style: .color(.cyan)), width, height)
    return Overlay.place(box, over: screen, row: 1, column: 2, size: size)
  }

  private func dialog(_ layer: Layer, over screen: [Line], size: TerminalSize) -> [Line] {
    let width = min(size.columns - 4, 64)
    let content = layout.lines(layer.content, width: width - 4, height: max(1, size.rows - 4))
    let contentWidth = content.map(\.width).max() ?? 0
    let style = Style.color(layer.kind == .alert ? .yellow : .cyan)
    let box = layout.render(.groupBox([.lines(content)], title: nil, style: style), min(width, contentWidth + 4), content.count + 2)
    return Overlay.center(box, over: screen, size: size)
  }

  /// `lines` cut or filled with blank lines to `rows`.
  private func fill(_ lines: [Line], _ rows: Int) -> [Line] {
    Array(lines.prefix(rows)) + Array(repeating: Line.empty, count: max(0, rows - lines.count))
  }
}

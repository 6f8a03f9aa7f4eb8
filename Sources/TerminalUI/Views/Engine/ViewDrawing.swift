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
    return place(box, over: screen, row: 1, column: 2, size: size)
  }

  private func dialog(_ layer: Layer, over screen: [Line], size: TerminalSize) -> [Line] {
    let width = min(size.columns - 4, 64)
    let content = layout.lines(layer.content, width: width - 4, height: max(1, size.rows - 4))
    let contentWidth = content.map(\.width).max() ?? 0
    let style = Style.color(layer.kind == .alert ? .yellow : .cyan)
    let box = layout.render(.groupBox([.lines(content)], title: nil, style: style), min(width, contentWidth + 4), content.count + 2)
    let (row, column) = (max(0, (size.rows - box.count) / 2), max(0, (size.columns - Line.widest(box)) / 2))
    return place(box, over: screen, row: row, column: column, size: size)
  }

  /// The screen dimmed, so that a presented layer stands out, with `block` drawn over it at `row`
  /// and `column` (both from 0), as a sheet or an alert covers the screen.
  private func place(_ block: [Line], over screen: [Line], row: Int, column: Int, size: TerminalSize) -> [Line] {
    var frame = screen.map { $0.styled(.dim) }
    for (offset, blockLine) in block.enumerated() where frame.indices.contains(row + offset) {
      let line = frame[row + offset].padded(toWidth: size.columns)
      frame[row + offset] = line.slice(fromColumn: 0, toColumn: max(0, column)) + blockLine
        + line.slice(fromColumn: column + blockLine.width, toColumn: size.columns)
    }
    return frame
  }

  /// `lines` cut or filled with blank lines to `rows`.
  private func fill(_ lines: [Line], _ rows: Int) -> [Line] {
    Array(lines.prefix(rows)) + Array(repeating: Line.empty, count: max(0, rows - lines.count))
  }
}

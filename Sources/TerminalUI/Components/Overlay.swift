/// Places a block of lines over a base frame, as a modal or a sheet covers the screen.
public enum Overlay {
  /// The base frame, dimmed so the block stands out, with `block` drawn over it at `row` and
  /// `column` (both from 0).
  public static func place(_ block: [Line], over base: [Line], row: Int, column: Int, size: TerminalSize) -> [Line] {
    var frame = (0..<size.rows).map { index in (index < base.count ? base[index] : Line.empty).styled(.dim) }
    for (offset, blockLine) in block.enumerated() where frame.indices.contains(row + offset) {
      let line = frame[row + offset].padded(toWidth: size.columns)
      frame[row + offset] = line.slice(fromColumn: 0, toColumn: max(0, column)) + blockLine
        + line.slice(fromColumn: column + blockLine.width, toColumn: size.columns)
    }
    return frame
  }

  /// The base frame, dimmed, with `block` centred over it.
  public static func center(_ block: [Line], over base: [Line], size: TerminalSize) -> [Line] {
    let width = block.map(\.width).max() ?? 0
    let (row, column) = (max(0, (size.rows - block.count) / 2), max(0, (size.columns - width) / 2))
    return place(block, over: base, row: row, column: column, size: size)
  }
}

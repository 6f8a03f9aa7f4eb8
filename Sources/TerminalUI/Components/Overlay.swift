/// Places a block of lines over a base frame, as a modal or a sheet covers the screen.
public enum Overlay {
  /// The base frame with `block` drawn over it at `row` and `column` (both from 0); the base is
  /// dimmed when `dimsBase` is true, so the block stands out.
  public static func place(
    _ block: [Line], over base: [Line], row: Int, column: Int, size: TerminalSize,
    dimsBase: Bool = true
  ) -> [Line] {
    var frame = (0..<size.rows).map { index in
      let line = index < base.count ? base[index] : Line.empty
      return dimsBase ? line.styled(.dim) : line
    }
    for (offset, blockLine) in block.enumerated() {
      let target = row + offset
      guard frame.indices.contains(target) else { continue }
      let line = frame[target].padded(toWidth: size.columns)
      let left = line.slice(fromColumn: 0, toColumn: max(0, column))
      let right = line.slice(fromColumn: column + blockLine.width, toColumn: size.columns)
      frame[target] = left + blockLine + right
    }
    return frame
  }

  /// The base frame with `block` centred over it.
  public static func center(
    _ block: [Line], over base: [Line], size: TerminalSize, dimsBase: Bool = true
  ) -> [Line] {
    let width = block.map(\.width).max() ?? 0
    return place(
      block, over: base, row: max(0, (size.rows - block.count) / 2),
      column: max(0, (size.columns - width) / 2), size: size, dimsBase: dimsBase)
  }
}

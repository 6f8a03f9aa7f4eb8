extension Line {
  /// `rows` lines with `left` in a column `leftWidth` wide, one space, then `right`: a view and
  /// a panel beside it. A column shorter than `rows` is filled with empty lines.
  public static func columns(_ left: [Line], leftWidth: Int, _ right: [Line], rows: Int) -> [Line] {
    (0..<max(0, rows)).map { row in
      let leftLine = row < left.count ? left[row] : Line.empty
      return leftLine.padded(toWidth: leftWidth) + " " + (row < right.count ? right[row] : .empty)
    }
  }
}

extension Line {
  /// `blocks` side by side, the block at each index `widths[index]` columns wide and `spacing`
  /// columns apart, each placed in the tallest's rows as `alignment` says (a nil block is a dim
  /// rule down all of them, a divider), the spaces at the lines' right ends trimmed: a
  /// horizontal stack's row.
  static func sideBySide(
    _ blocks: [[Line]?], widths: [Int], spacing: Int, alignment: VerticalAlignment
  ) -> [Line] {
    var rowHeight = 1
    for case let block? in blocks { rowHeight = max(rowHeight, block.count) }
    var rows = Array(repeating: Line.empty, count: rowHeight)
    let gap = Line(.spaces(spacing))
    for (index, drawn) in blocks.enumerated() {
      let block = drawn ?? Array(repeating: Line("│", style: .dim), count: rowHeight)
      let top: Int
      switch alignment {
      case .top, .firstTextBaseline: top = 0
      case .center: top = (rowHeight - block.count) / 2
      case .bottom, .lastTextBaseline: top = rowHeight - block.count
      }
      for row in 0..<rowHeight {
        if index > 0 { rows[row].append(gap) }
        let line = row >= top && row - top < block.count ? block[row - top] : Line.empty
        rows[row].append(line.padded(toWidth: widths[index]))
      }
    }
    return rows.map { $0.trimmingTrailingSpaces() }
  }
}

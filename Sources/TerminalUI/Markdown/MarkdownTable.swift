/// Lays a Markdown table out in box-drawing lines, fitting the width by narrowing the widest
/// columns and wrapping their cells.
struct MarkdownTable {
  var header: [String]
  var alignments: [MarkdownBlock.Alignment]
  var rows: [[String]]

  /// The table as lines at most `width` columns wide.
  func lines(width: Int) -> [Line] {
    let headerCells = header.map { InlineMarkdown.line($0, base: .bold) }
    let bodyCells = rows.map { $0.map { InlineMarkdown.line($0) } }
    let columnWidths = fittedWidths(natural: columnNaturalWidths(headerCells, bodyCells), width: width)
    let border = Style.dim
    func rule(_ left: String, _ middle: String, _ right: String) -> Line {
      Line(left + columnWidths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right, style: border)
    }
    var lines = [rule("┌", "┬", "┐")]
    lines += row(headerCells, widths: columnWidths)
    lines.append(rule("├", "┼", "┤"))
    for cells in bodyCells { lines += row(cells, widths: columnWidths) }
    lines.append(rule("└", "┴", "┘"))
    return lines
  }

  private func columnNaturalWidths(_ header: [Line], _ body: [[Line]]) -> [Int] {
    header.indices.map { column in
      ([header[column]] + body.compactMap { column < $0.count ? $0[column] : nil })
        .map(\.width).max() ?? 1
    }
  }

  /// The natural widths, the widest narrowed one column at a time until the table fits.
  private func fittedWidths(natural: [Int], width: Int) -> [Int] {
    var widths = natural.map { max(1, $0) }
    let available = width - (3 * widths.count + 1)
    while widths.reduce(0, +) > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > 1
    {
      widths[widest] -= 1
    }
    return widths
  }

  /// A table row: each cell wrapped to its column, the row as tall as its tallest cell.
  private func row(_ cells: [Line], widths: [Int]) -> [Line] {
    let wrapped = widths.indices.map { column in
      (column < cells.count ? cells[column] : Line.empty).wrapped(toWidth: widths[column])
    }
    let height = wrapped.map(\.count).max() ?? 1
    let border = Line("│", style: .dim)
    return (0..<height).map { lineIndex in
      var line = border
      for column in widths.indices {
        let text = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : Line.empty
        line.append(" ")
        line.append(aligned(text, width: widths[column], alignment: alignments[column]))
        line.append(" ")
        line.append(border)
      }
      return line
    }
  }

  private func aligned(_ text: Line, width: Int, alignment: MarkdownBlock.Alignment) -> Line {
    let fitted = text.truncated(toWidth: width)
    let gap = width - fitted.width
    switch alignment {
    case .left: return fitted.padded(toWidth: width)
    case .right: return fitted.indented(by: gap)
    case .center: return fitted.indented(by: gap / 2).padded(toWidth: width)
    }
  }
}

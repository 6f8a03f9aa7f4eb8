/// A vertical list with one selected row, scrolled so the selection is always visible.
public struct SelectableList {
  /// The rows, one line each.
  public var items: [Line]
  /// The index of the selected row, if any.
  public var selection: Int?
  /// What is shown when there are no rows.
  public var emptyText: String

  /// A list of rows with a selection.
  public init(items: [Line], selection: Int?, emptyText: String = "(nothing here)") {
    self.items = items
    self.selection = selection
    self.emptyText = emptyText
  }

  /// The visible part of the list in `height` rows of `width` columns. The selected row is
  /// marked with `›` and drawn in reverse video; rows cut off above or below are counted in a
  /// `↑ n more` / `↓ n more` row.
  public func lines(width: Int, height: Int) -> [Line] {
    guard height > 0 else { return [] }
    guard !items.isEmpty else { return [Line(emptyText, style: .dim).truncated(toWidth: width)] }
    let window = visibleRange(height: height)
    var lines: [Line] = []
    if window.hasAbove {
      lines.append(Line("  ↑ \(window.range.lowerBound) more", style: .dim).truncated(toWidth: width))
    }
    for index in window.range {
      let isSelected = index == selection
      let marker = Line(isSelected ? "› " : "  ", style: isSelected ? .bold : .plain)
      let row = (marker + items[index]).padded(toWidth: width)
      lines.append(isSelected ? row.styled(.reverse) : row)
    }
    if window.hasBelow {
      let below = items.count - window.range.upperBound
      lines.append(Line("  ↓ \(below) more", style: .dim).truncated(toWidth: width))
    }
    return lines
  }

  /// Which rows fit, keeping the selection near the middle once the list is longer than the
  /// space, and whether rows are hidden above or below.
  private func visibleRange(height: Int) -> (range: Range<Int>, hasAbove: Bool, hasBelow: Bool) {
    guard items.count > height else { return (0..<items.count, false, false) }
    let selected = min(max(0, selection ?? 0), items.count - 1)
    guard height >= 3 else {
      let start = min(max(0, selected - height / 2), items.count - height)
      return (start..<(start + height), false, false)
    }
    // Leave room for the "more" rows when they are needed.
    var rows = max(1, height - 2)
    var start = min(max(0, selected - rows / 2), items.count - rows)
    if start == 0 {
      rows = max(1, height - 1)
    } else if start + rows >= items.count {
      rows = max(1, height - 1)
      start = items.count - rows
    }
    let end = min(items.count, start + rows)
    return (start..<end, start > 0, end < items.count)
  }
}

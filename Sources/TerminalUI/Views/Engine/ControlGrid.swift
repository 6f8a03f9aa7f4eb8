/// Where the controls of a layer stand, as rows and columns, for the arrow keys: stacks place
/// their children as the layout does (spacers sharing the width left, narrower children
/// centred), and a row counts as one however many lines it is drawn on.
@MainActor
struct ControlGrid {
  /// The row and the columns of one control.
  struct Place {
    var row: Int
    var columns: Range<Int>

    /// The column in its middle, where a move up or down starts from.
    var middle: Int { (columns.lowerBound + columns.upperBound) / 2 }

    /// How far `column` is from its columns: 0 inside them.
    func distance(toColumn column: Int) -> Int {
      max(0, columns.lowerBound - column, column - columns.upperBound + 1)
    }
  }

  private var places: [ViewIdentity: Place] = [:]
  private let layout = ViewLayout(focus: nil, tick: 0)

  /// The grid of the controls in `nodes` (a layer's content) drawn `width` columns wide.
  init(_ nodes: [ViewNode], width: Int) {
    _ = placeColumn(nodes, alignment: .center, row: 0, column: 0, width: width)
  }

  /// The control `arrow` moves to from `from`: ↑/↓ the one on the nearest row above or below
  /// nearest `from`'s middle column, ←/→ the nearest on the same row that way; nil for none.
  func neighbour(of from: ViewIdentity, _ arrow: Key, among controls: [Control]) -> Control? {
    guard let start = places[from] else { return nil }
    let placed = controls.compactMap { control in places[control.identity].map { (control, $0) } }
    let sign = arrow == .down || arrow == .right ? 1 : -1
    if arrow == .down || arrow == .up {
      let beyond = placed.filter { ($0.1.row - start.row) * sign > 0 }
      guard let nearestRow = beyond.map({ $0.1.row * sign }).min() else { return nil }
      return beyond.filter { $0.1.row * sign == nearestRow }
        .min { $0.1.distance(toColumn: start.middle) < $1.1.distance(toColumn: start.middle) }?.0
    }
    let along = placed.filter {
      $0.1.row == start.row
        && (sign > 0 ? $0.1.columns.lowerBound >= start.columns.upperBound : $0.1.columns.upperBound <= start.columns.lowerBound)
    }
    return along.min { abs($0.1.middle - start.middle) < abs($1.1.middle - start.middle) }?.0
  }

  // MARK: Placing

  /// Places `nodes` one below the other from `row`, each at `column` moved as `alignment` centres
  /// or pushes it in the column's width; returns how many rows they take.
  private mutating func placeColumn(
    _ nodes: [ViewNode], alignment: HorizontalAlignment, row: Int, column: Int, width: Int
  ) -> Int {
    let widths = nodes.map { $0.growsHorizontally ? width : min(width, layout.idealWidth($0)) }
    let columnWidth = widths.max() ?? 0
    var next = row
    for (node, nodeWidth) in zip(nodes, widths) {
      let indent: Int
      switch alignment {
      case .leading: indent = 0
      case .center: indent = (columnWidth - nodeWidth) / 2
      case .trailing: indent = columnWidth - nodeWidth
      }
      next += place(node, row: next, column: column + indent, width: nodeWidth)
    }
    return next - row
  }

  /// Places `node` at `row` and `column`, `width` columns wide; returns how many rows it takes.
  private mutating func place(_ node: ViewNode, row: Int, column: Int, width: Int) -> Int {
    switch node {
    case .control(let control, _):
      places[control.identity] = Place(row: row, columns: column..<(column + max(1, width)))
      return 1
    case .text, .divider, .progress: return 1
    case .lines(let drawn): return drawn.count
    case .spacer: return 0
    case .stack(let stack, let children) where stack.axis == .horizontal:
      return placeRow(children, spacing: stack.spacing, row: row, column: column, width: width)
    case .stack(let stack, let children):
      return placeColumn(children, alignment: stack.alignment, row: row, column: column, width: width)
    case .scroll(let rows):
      return placeColumn(rows, alignment: .leading, row: row, column: column, width: width)
    case .padding(let insets, let children):
      return placeColumn(
        children, alignment: .center, row: row, column: column + insets.leading,
        width: width - insets.leading - insets.trailing)
    case .toolbar(let items, let content):
      let bar = placeRow(items, spacing: 2, row: row, column: column, width: width)
      return bar + placeColumn(content, alignment: .center, row: row + bar, column: column, width: width)
    case .navigation(_, let content):
      return 1 + placeColumn(content, alignment: .center, row: row + 1, column: column, width: width)
    default: return placeColumn(node.children, alignment: .center, row: row, column: column, width: width)
    }
  }

  /// Places `nodes` side by side on `row` from `column`, the spacers sharing what their ideal
  /// widths leave of `width`; returns the rows the tallest takes.
  private mutating func placeRow(_ nodes: [ViewNode], spacing: Int, row: Int, column: Int, width: Int) -> Int {
    var widths = nodes.map { layout.idealWidth($0) }
    var left = max(0, width - widths.reduce(0, +) - spacing * max(0, nodes.count - 1))
    let spacers = nodes.indices.filter { nodes[$0].isSpacer }
    for (order, index) in spacers.enumerated() {
      widths[index] = left / (spacers.count - order)
      left -= widths[index]
    }
    var next = column
    var height = 0
    for (node, nodeWidth) in zip(nodes, widths) {
      height = max(height, place(node, row: row, column: next, width: nodeWidth))
      next += nodeWidth + spacing
    }
    return height
  }
}

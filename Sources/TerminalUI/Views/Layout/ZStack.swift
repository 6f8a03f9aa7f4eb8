/// Views drawn over one another, as SwiftUI's `ZStack`: each is centred in the block of the
/// largest, and a later view covers an earlier one where it draws.
public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// The views `content` builds, the first at the bottom.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.layered(resolve(content, in: context))]
  }
}

extension ViewLayout {
  /// The layers of a `ZStack` drawn one over the other, each centred in the block of the largest;
  /// a later layer replaces the columns it covers.
  func layered(_ layers: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    let blocks = layers.map { render($0, width, height) }
    let blockWidth = blocks.flatMap { $0.map(\.width) }.max() ?? 0
    let rowCount = blocks.map(\.count).max() ?? 0
    var rows = Array(repeating: Line.empty, count: rowCount)
    for block in blocks {
      let top = (rowCount - block.count) / 2
      let left = (blockWidth - (block.map(\.width).max() ?? 0)) / 2
      for (offset, line) in block.enumerated() {
        let row = rows[top + offset].padded(toWidth: blockWidth)
        rows[top + offset] =
          row.slice(fromColumn: 0, toColumn: left) + line
          + row.slice(fromColumn: left + line.width, toColumn: blockWidth)
      }
    }
    return rows.map { $0.trimmingTrailingSpaces() }
  }
}

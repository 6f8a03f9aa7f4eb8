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
  /// a later layer covers the cells where it draws (a character, or a colour behind), and lets
  /// the layers below show through its blank cells, as a shape over a shape; a colour below
  /// stays behind what covers it.
  func layered(_ layers: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    let blocks = layers.map { render($0, width, height) }
    let blockWidth = blocks.flatMap { $0.map(\.width) }.max() ?? 0
    let rowCount = blocks.map(\.count).max() ?? 0
    var rows = Array(repeating: Line.empty, count: rowCount)
    for block in blocks {
      let top = (rowCount - block.count) / 2
      let left = (blockWidth - (block.map(\.width).max() ?? 0)) / 2
      for (offset, line) in block.enumerated() {
        var row = rows[top + offset].padded(toWidth: blockWidth)
        for (column, piece) in line.drawnPieces() {
          let start = left + column
          // Text over a colour keeps the colour behind it, as a `Color` behind text shows.
          let below = row.slice(fromColumn: start, toColumn: start + 1).spans.first?.style.background
          let covering = below.map { piece.underlaid(Style(background: $0)) } ?? piece
          row = row.slice(fromColumn: 0, toColumn: start) + covering
            + row.slice(fromColumn: start + piece.width, toColumn: blockWidth)
        }
        rows[top + offset] = row
      }
    }
    // Every row keeps the block's width, so the stack around centres the block as a whole.
    return rows.map { $0.padded(toWidth: blockWidth) }
  }
}

extension Line {
  /// The runs of the line that draw something, each with the column it starts at: blank cells
  /// (spaces with no colour behind, not reversed or underlined) are left out.
  fileprivate func drawnPieces() -> [(column: Int, piece: Line)] {
    var pieces: [(column: Int, piece: Line)] = []
    var column = 0
    for span in spans {
      let isSeeThrough = span.style.background == nil && !span.style.isReversed && !span.style.isUnderlined
      guard isSeeThrough else {
        pieces.append((column, Line(spans: [span])))
        column += span.text.displayWidth
        continue
      }
      var run = ""
      var runStart = column
      for character in span.text {
        if character == " " {
          if !run.isEmpty { pieces.append((runStart, Line(run, style: span.style))) }
          run = ""
          column += 1
          runStart = column
        } else {
          run.append(character)
          column += String(character).displayWidth
        }
      }
      if !run.isEmpty { pieces.append((runStart, Line(run, style: span.style))) }
    }
    return pieces
  }
}

import Foundation

/// A shape painted in terminal cells: what a `Shape` is as a view, and what `.fill(_:)` and
/// `.stroke(_:lineWidth:)` return. A fill covers every cell whose centre is inside the outline
/// with `█`; a stroke draws the outline one cell wide with `─`, `│`, `╱` and `╲` by its
/// direction. A gradient gives each cell the colour of its place. `.rotationEffect` turns the
/// drawing, gradient included.
public struct PaintedShape: View, PrimitiveView {
  public typealias Body = Never

  /// Whether the inside or the outline is painted.
  enum Paint { case fill, stroke }

  let makePath: @Sendable (CGRect) -> Path
  let paint: Paint
  /// The colours; nil paints in the foreground colour around it.
  let style: ShapeFill?
  /// How the drawing is turned, about which point of its block.
  var rotation = (angle: Angle.zero, anchor: UnitPoint.center)

  init<S: Shape>(_ shape: S, paint: Paint, style: ShapeFill?) {
    makePath = { shape.path(in: $0) }
    self.paint = paint
    self.style = style
  }

  /// The painting turned by `angle` (clockwise) about `anchor`: the second hand of a clock,
  /// `.rotationEffect(.degrees(Double(seconds) * 6))`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> PaintedShape {
    var turned = self
    turned.rotation = (Angle(radians: rotation.angle.radians + angle.radians), anchor)
    return turned
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let painting = self
    return [.sized(SizedContent(nodes: { columns, rows in painting.drawn(columns: columns, rows: rows) }, unsized: []))]
  }

  /// The painting in a block of `columns` × `rows`: one text row per row of cells.
  func drawn(columns: Int, rows: Int) -> [ViewNode] {
    guard columns > 0, rows > 0 else { return [] }
    var raster = ShapeRaster(columns: columns, rows: rows, style: style, turn: turn(columns: columns, rows: rows))
    let path = makePath(CGRect(x: 0, y: 0, width: columns, height: rows))
    switch paint {
    case .fill: raster.fill(path)
    case .stroke: raster.stroke(path)
    }
    return [.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), raster.textRows())]
  }

  /// The rotation in a block of `columns` × `rows`, as the screen shows it (a row as tall as two
  /// columns are wide); nil when the drawing is not turned.
  private func turn(columns: Int, rows: Int) -> ShapeRaster.Turn? {
    guard rotation.angle.radians != 0 else { return nil }
    return ShapeRaster.Turn(
      angle: rotation.angle.radians,
      anchor: CGPoint(x: rotation.anchor.x * Double(columns), y: rotation.anchor.y * Double(rows)))
  }
}

/// The cells of a painted shape, filled or stroked one by one.
struct ShapeRaster {
  /// A rotation about a point of the block, on the screen.
  struct Turn {
    var angle: Double
    var anchor: CGPoint

    /// `point` turned by the angle.
    func forward(_ point: CGPoint) -> CGPoint { rotate(point, by: angle) }
    /// `point` turned back.
    func backward(_ point: CGPoint) -> CGPoint { rotate(point, by: -angle) }

    private func rotate(_ point: CGPoint, by angle: Double) -> CGPoint {
      let dx = Double(point.x - anchor.x)
      let dy = Double(point.y - anchor.y) * 2
      let x = dx * cos(angle) - dy * sin(angle)
      let y = dx * sin(angle) + dy * cos(angle)
      return CGPoint(x: Double(anchor.x) + x, y: Double(anchor.y) + y / 2)
    }
  }

  /// A painted cell: its character and colour.
  private struct Cell {
    var glyph: Character
    var color: Color?
  }

  let columns: Int
  let rows: Int
  let style: ShapeFill?
  let turn: Turn?
  private var cells: [[Cell?]]

  init(columns: Int, rows: Int, style: ShapeFill?, turn: Turn?) {
    self.columns = columns
    self.rows = rows
    self.style = style
    self.turn = turn
    cells = Array(repeating: Array(repeating: nil, count: columns), count: rows)
  }

  /// Paints `█` in every cell whose centre is inside `path` (even-odd).
  mutating func fill(_ path: Path) {
    let pieces = path.polylines()
    for row in 0..<rows {
      for column in 0..<columns {
        let centre = CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
        let point = turn?.backward(centre) ?? centre
        if Self.contains(point, in: pieces) {
          cells[row][column] = Cell(glyph: "█", color: color(at: point))
        }
      }
    }
  }

  /// Draws the outline of `path`, one cell wide, with a line character for its direction.
  mutating func stroke(_ path: Path) {
    for piece in path.polylines() {
      let turned = turn.map { turn in piece.map(turn.forward) } ?? piece
      for (a, b) in zip(turned, turned.dropFirst()) {
        let dx = Double(b.x - a.x)
        let dy = Double(b.y - a.y)
        let glyph = Self.glyph(dx: dx, dy: dy)
        let steps = max(1, Int((max(abs(dx), abs(dy)) / 0.2).rounded(.up)))
        for step in 0...steps {
          let fraction = Double(step) / Double(steps)
          let point = CGPoint(x: Double(a.x) + dx * fraction, y: Double(a.y) + dy * fraction)
          plot(point, glyph: glyph)
        }
      }
    }
  }

  /// The rows as text, each cell its glyph in its colour, blank where nothing is painted.
  func textRows() -> [ViewNode] {
    cells.map { row in
      var spans: [Span] = []
      var text = ""
      var color: Color?? = .none
      for cell in row {
        let cellColor: Color? = cell?.color
        if color != .some(cellColor), !text.isEmpty {
          spans.append(Span(text, style: Style(foreground: color ?? nil)))
          text = ""
        }
        color = .some(cellColor)
        text.append(cell?.glyph ?? " ")
      }
      if !text.isEmpty { spans.append(Span(text, style: Style(foreground: color ?? nil))) }
      let plain = spans.map(\.text).joined()
      return .text(TextRun(string: plain, style: .plain, lineLimit: 1, isSymbol: true, pieces: spans))
    }
  }

  private mutating func plot(_ point: CGPoint, glyph: Character) {
    let column = min(columns - 1, Int(Double(point.x).rounded(.down)))
    let row = min(rows - 1, Int(Double(point.y).rounded(.down)))
    guard column >= 0, row >= 0, Double(point.x) <= Double(columns), Double(point.y) <= Double(rows) else { return }
    let centre = CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
    cells[row][column] = Cell(glyph: glyph, color: color(at: turn?.backward(centre) ?? centre))
  }

  private func color(at point: CGPoint) -> Color? {
    style?.color(at: point, width: Double(columns), height: Double(rows))
  }

  /// The line character for a stroke going `dx` columns across and `dy` rows down.
  private static func glyph(dx: Double, dy: Double) -> Character {
    let degrees = atan2(abs(dy) * 2, abs(dx)) * 180 / .pi
    if degrees < 22.5 { return "─" }
    if degrees > 67.5 { return "│" }
    return (dx > 0) == (dy > 0) ? "╲" : "╱"
  }

  /// Whether `point` is inside the closed outlines `pieces`, by the even-odd rule.
  private static func contains(_ point: CGPoint, in pieces: [[CGPoint]]) -> Bool {
    var inside = false
    for piece in pieces {
      guard let last = piece.last else { continue }
      var previous = last
      for current in piece {
        if (current.y > point.y) != (previous.y > point.y) {
          let crossing = current.x + (point.y - current.y) * (previous.x - current.x) / (previous.y - current.y)
          if point.x < crossing { inside.toggle() }
        }
        previous = current
      }
    }
    return inside
  }
}

import Foundation

/// An outline of lines and curves, as SwiftUI's `Path`, in the cells of the block it is drawn
/// in (x counts columns, y rows, as a `GeometryReader`'s size does):
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
///   path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
/// }
/// .stroke(Color.black, lineWidth: 3)
/// ```
///
/// A path is also a shape: drawn as it is, whatever block it is given.
public struct Path: Equatable, Sendable {
  /// One piece of an outline.
  enum Element: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case close
    /// An ellipse inscribed in a rectangle, starting at its trailing point and turning
    /// clockwise, as SwiftUI's.
    case ellipse(CGRect)
  }

  /// The pieces, in order.
  private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path drawn by `build`: `Path { path in path.move(to: …); path.addLine(to: …) }`.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// The rectangle `rect`, as a closed path.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no pieces.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new piece at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(point))
  }

  /// A straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) {
    elements.append(.line(point))
  }

  /// Straight lines through `points`, starting a new piece at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    points.dropFirst().forEach { addLine(to: $0) }
  }

  /// Closes the current piece with a line back to where it started.
  public mutating func closeSubpath() {
    elements.append(.close)
  }

  /// The rectangle `rect`, as a closed piece.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// The ellipse inscribed in `rect`, as a closed piece.
  public mutating func addEllipse(in rect: CGRect) {
    elements.append(.ellipse(rect))
  }

  /// An arc of the circle around `center` from `startAngle` to `endAngle`; `radius` counts
  /// columns, and the arc is drawn round on the screen, whose rows are twice as tall as a
  /// column is wide.
  public mutating func addArc(
    center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    // SwiftUI's `clockwise` is in a flipped space: on the screen it turns the other way.
    if clockwise, sweep > 0 { sweep -= 2 * .pi }
    if !clockwise, sweep < 0 { sweep += 2 * .pi }
    let steps = max(2, Int(abs(sweep) / (2 * .pi) * 64))
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius / 2 * sin(angle))
      if step == 0, elements.isEmpty || elements.last == .close { move(to: point) } else { addLine(to: point) }
    }
  }

  /// The part of the outline from `from` to `to`, as fractions of its length (measured as it
  /// looks on the screen): `circle.trimmedPath(from: 0, to: 0.25)` is a quarter of it.
  public func trimmedPath(from: Double, to: Double) -> Path {
    let start = max(0, min(1, from))
    let end = max(start, min(1, to))
    let pieces = polylines()
    let total = pieces.reduce(0) { $0 + Self.length(of: $1) }
    guard total > 0 else { return Path() }
    var trimmed = Path()
    var travelled = 0.0
    for piece in pieces {
      var continues = false
      for (a, b) in zip(piece, piece.dropFirst()) {
        let length = Self.distance(a, b)
        defer { travelled += length }
        guard length > 0 else { continue }
        let low = (start * total - travelled) / length
        let high = (end * total - travelled) / length
        guard high > 0, low < 1 else {
          continues = false
          continue
        }
        if !continues { trimmed.move(to: Self.point(a, b, at: max(0, low))) }
        trimmed.addLine(to: Self.point(a, b, at: min(1, high)))
        continues = high >= 1
      }
    }
    return trimmed
  }

  // MARK: Geometry

  /// The path as pieces of straight lines, ellipses flattened to 64 sides, closed pieces ending
  /// where they started.
  func polylines() -> [[CGPoint]] {
    var pieces: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if current.count > 1 { pieces.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [point]
      case .line(let point):
        if current.isEmpty { current = [point] } else { current.append(point) }
      case .close:
        if let first = current.first { current.append(first) }
        finish()
      case .ellipse(let rect):
        finish()
        current = (0...64).map { step in
          let angle = 2 * Double.pi * Double(step) / 64
          return CGPoint(
            x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
        }
        finish()
      }
    }
    finish()
    return pieces
  }

  /// The path with every point moved by `transform`.
  func applying(_ transform: (CGPoint) -> CGPoint) -> Path {
    var moved = Path()
    for piece in polylines() {
      moved.addLines(piece.map(transform))
    }
    return moved
  }

  /// How far apart `a` and `b` look: a row is as tall as two columns are wide.
  static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    let dx = Double(b.x - a.x)
    let dy = Double(b.y - a.y) * 2
    return (dx * dx + dy * dy).squareRoot()
  }

  private static func length(of piece: [CGPoint]) -> Double {
    zip(piece, piece.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
  }

  private static func point(_ a: CGPoint, _ b: CGPoint, at fraction: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }
}

extension Path: Shape {
  /// The path as it is: a path is drawn where its points are.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

import Foundation

/// A shape drawn in terminal cells, as SwiftUI's `Shape`: its `path(in:)` says the outline in a
/// block of cells; as a view it fills that outline with block characters, in the foreground
/// colour (`.foregroundColor`, `.foregroundStyle`) or what `.fill(_:)` gives; `.stroke` draws
/// its outline instead. Like SwiftUI's, a shape takes all the space it is offered unless
/// `.frame(width:height:)` gives it a size.
///
/// Also what `.contentShape` and `.clipShape` accept (and ignore).
public protocol Shape: View, Sendable {
  /// The outline in `rect`, whose x counts columns and y rows.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape filled with the foreground colour.
  public var body: PaintedShape { PaintedShape(self, paint: .fill, style: nil) }

  /// The shape filled with `color`: `Circle().fill(.blue)`.
  public func fill(_ color: Color, style: FillStyle = FillStyle()) -> PaintedShape {
    PaintedShape(self, paint: .fill, style: .color(color))
  }

  /// The shape filled with a gradient, drawn in bands of its colours.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> PaintedShape {
    PaintedShape(self, paint: .fill, style: ShapeFill(content))
  }

  /// The shape filled with the foreground colour.
  public func fill(style: FillStyle = FillStyle()) -> PaintedShape {
    PaintedShape(self, paint: .fill, style: nil)
  }

  /// The shape's outline in `color`, one cell wide whatever `lineWidth` says.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: .color(color))
  }

  /// The shape's outline in a gradient, one cell wide.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: ShapeFill(content))
  }

  /// The shape's outline in `color`, one cell wide (the style's width, caps and dashes are
  /// accepted).
  public func stroke(_ color: Color, style: StrokeStyle) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: .color(color))
  }

  /// The shape's outline in a gradient, one cell wide.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: ShapeFill(content))
  }

  /// The shape's outline in the foreground colour, one cell wide.
  public func stroke(lineWidth: Double = 1) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: nil)
  }

  /// The shape's outline in the foreground colour: `.stroke(style: StrokeStyle(lineWidth: 2,
  /// lineCap: .round))`, one cell wide.
  public func stroke(style: StrokeStyle) -> PaintedShape {
    PaintedShape(self, paint: .stroke, style: nil)
  }

  /// The part of the outline from `from` to `to`, as fractions of its length:
  /// `Circle().trim(from: 0, to: 0.25)` is a quarter of the circle, from its trailing point
  /// clockwise.
  public func trim(from: Double = 0, to: Double = 1) -> TransformedShape {
    TransformedShape { [self] rect in path(in: rect).trimmedPath(from: from, to: to) }
  }

  /// The shape turned by `angle` about `anchor`, drawn turned.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> PaintedShape {
    body.rotationEffect(angle, anchor: anchor)
  }
}

/// A shape made from another by changing its outline: what `.trim(from:to:)` returns.
public struct TransformedShape: Shape {
  let makePath: @Sendable (CGRect) -> Path

  /// The outline in `rect`.
  public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }
}

/// How SwiftUI decides what is inside a shape, accepted by `.fill(style:)`; the kit fills by
/// the even-odd rule.
public struct FillStyle: Sendable {
  /// Whether the even-odd rule decides; accepted.
  public var isEOFilled: Bool
  /// Whether edges are smoothed; accepted.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// How a stroke's ends are drawn, CoreGraphics' `CGLineCap`; accepted.
  public enum CGLineCap: Sendable {
    case butt, round, square
  }

  /// How a stroke's corners are drawn, CoreGraphics' `CGLineJoin`; accepted.
  public enum CGLineJoin: Sendable {
    case miter, round, bevel
  }
#endif

/// How SwiftUI strokes an outline: `StrokeStyle(lineWidth: 2, lineCap: .round)`. A terminal
/// draws every outline one cell wide with line characters: the style is accepted.
public struct StrokeStyle: Sendable {
  /// The width of the line, in points.
  public var lineWidth: Double
  /// How its ends are drawn.
  public var lineCap: CGLineCap
  /// How its corners are drawn.
  public var lineJoin: CGLineJoin
  /// How far a mitred corner may reach.
  public var miterLimit: Double
  /// The lengths of dashes and gaps.
  public var dash: [Double]
  /// Where the dashes start.
  public var dashPhase: Double

  /// A stroke style.
  public init(
    lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

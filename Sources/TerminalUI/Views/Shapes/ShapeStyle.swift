import Foundation

/// What a shape is painted with, as SwiftUI's `ShapeStyle`: a `Color`, or a gradient drawn in
/// bands of its colours (a cell has one colour).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// Colours a gradient goes through, as SwiftUI's `Gradient`: `Gradient(colors: [.blue, .green])`.
public struct Gradient: Hashable, Sendable {
  /// A colour and where along the gradient it starts, from 0 to 1.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it starts, from 0 to 1.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The colours in order, each where it starts.
  public var stops: [Stop]

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(max(1, colors.count))) }
  }

  /// A gradient through `stops`.
  public init(stops: [Stop]) {
    self.stops = stops.sorted { $0.location < $1.location }
  }

  /// The colour of the band at `fraction` (0 to 1) of the way along.
  func color(at fraction: Double) -> Color? {
    stops.last { $0.location <= fraction }?.color ?? stops.first?.color
  }
}

/// A gradient along a line, as SwiftUI's: each cell takes the colour of its place between
/// `startPoint` and `endPoint`.
public struct LinearGradient: ShapeStyle {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

/// A gradient around a centre, as SwiftUI's: each cell takes the colour of its angle, from
/// `startAngle` (0°: towards the trailing edge) clockwise to `endAngle`.
public struct AngularGradient: ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// `gradient` around `center` from `startAngle` to `endAngle` (a full turn by default).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// `colors`, evenly spaced, around `center`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
  ) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// `gradient` around `center`, a full turn from `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
  }
}

/// A gradient from a centre outwards, as SwiftUI's: each cell takes the colour of its distance
/// from `center`, from `startRadius` to `endRadius` (in points).
public struct RadialGradient: ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: Double
  let endRadius: Double

  /// `gradient` from `center` out.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// `colors`, evenly spaced, from `center` out.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// What a painted shape's cells are coloured with, resolved from a `ShapeStyle`.
enum ShapeFill: Sendable {
  case color(Color)
  case linear(LinearGradient)
  case angular(AngularGradient)
  case radial(RadialGradient)

  /// The fill a style stands for; nil for a style the kit does not know (drawn in the
  /// foreground colour).
  init?(_ style: some ShapeStyle) {
    switch style {
    case let color as Color: self = .color(color)
    case let gradient as LinearGradient: self = .linear(gradient)
    case let gradient as AngularGradient: self = .angular(gradient)
    case let gradient as RadialGradient: self = .radial(gradient)
    default: return nil
    }
  }

  /// The colour of the cell whose centre is at `point`, in a block `width` × `height` cells.
  func color(at point: CGPoint, width: Double, height: Double) -> Color? {
    let x = Double(point.x)
    let y = Double(point.y)
    switch self {
    case .color(let color):
      return color
    case .linear(let gradient):
      // The place along the line, in what the screen shows (a row as tall as two columns).
      let start = (gradient.startPoint.x * width, gradient.startPoint.y * height * 2)
      let end = (gradient.endPoint.x * width, gradient.endPoint.y * height * 2)
      let along = (end.0 - start.0, end.1 - start.1)
      let squared = along.0 * along.0 + along.1 * along.1
      guard squared > 0 else { return gradient.gradient.color(at: 0) }
      let fraction = ((x - start.0) * along.0 + (y * 2 - start.1) * along.1) / squared
      return gradient.gradient.color(at: min(1, max(0, fraction)))
    case .angular(let gradient):
      let angle = atan2((y - gradient.center.y * height) * 2, x - gradient.center.x * width)
      let span = gradient.endAngle.radians - gradient.startAngle.radians
      guard span > 0 else { return gradient.gradient.color(at: 0) }
      var turned = (angle - gradient.startAngle.radians).truncatingRemainder(dividingBy: 2 * .pi)
      if turned < 0 { turned += 2 * .pi }
      return gradient.gradient.color(at: min(1, turned / span))
    case .radial(let gradient):
      // Points: ten a column, as `.padding` counts them.
      let dx = (x - gradient.center.x * width) * 10
      let dy = (y - gradient.center.y * height) * 20
      let distance = (dx * dx + dy * dy).squareRoot()
      let span = gradient.endRadius - gradient.startRadius
      guard span > 0 else { return gradient.gradient.color(at: 0) }
      return gradient.gradient.color(at: min(1, max(0, (distance - gradient.startRadius) / span)))
    }
  }
}

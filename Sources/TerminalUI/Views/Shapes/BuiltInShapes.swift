import Foundation

/// A rectangle filling its block: `Rectangle().fill(.blue).frame(width: 100, height: 40)`.
public struct Rectangle: Shape {
  /// The rectangle.
  public init() {}

  /// The whole block.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners; a cell's corners are square, so it is drawn as a
/// rectangle.
public struct RoundedRectangle: Shape {
  /// The corners' radius, in points; accepted.
  public var cornerRadius: Double

  /// A rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
  }

  /// The whole block.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How SwiftUI rounds a rectangle's corners; accepted.
public enum RoundedCornerStyle: Sendable {
  case circular, continuous
}

/// The largest circle that fits the block, round on the screen: as wide in columns as twice its
/// height in rows, since a row is twice as tall as a column is wide.
public struct Circle: Shape {
  /// The circle.
  public init() {}

  /// The circle centred in `rect`.
  public nonisolated func path(in rect: CGRect) -> Path {
    let diameter = min(Double(rect.width), Double(rect.height) * 2)
    return Path(
      ellipseIn: CGRect(
        x: Double(rect.midX) - diameter / 2, y: Double(rect.midY) - diameter / 4, width: diameter,
        height: diameter / 2))
  }
}

/// The ellipse that fills the block.
public struct Ellipse: Shape {
  /// The ellipse.
  public init() {}

  /// The ellipse inscribed in `rect`.
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule filling the block: a rectangle whose short ends are half circles (on the screen).
public struct Capsule: Shape {
  /// The capsule.
  public init(style: RoundedCornerStyle = .circular) {}

  /// The capsule in `rect`: half circles on the shorter sides, joined by straight lines.
  public nonisolated func path(in rect: CGRect) -> Path {
    let width = Double(rect.width)
    let height = Double(rect.height) * 2  // in columns, as the screen shows it
    var path = Path()
    if width >= height {
      let radius = height / 2
      let left = CGPoint(x: Double(rect.minX) + radius, y: Double(rect.midY))
      let right = CGPoint(x: Double(rect.maxX) - radius, y: Double(rect.midY))
      path.addArc(center: right, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
      path.addArc(center: left, radius: radius, startAngle: .degrees(90), endAngle: .degrees(270), clockwise: false)
    } else {
      let radius = width / 2
      let top = CGPoint(x: Double(rect.midX), y: Double(rect.minY) + radius / 2)
      let bottom = CGPoint(x: Double(rect.midX), y: Double(rect.maxY) - radius / 2)
      path.addArc(center: bottom, radius: radius, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
      path.addArc(center: top, radius: radius, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
    }
    path.closeSubpath()
    return path
  }
}

import Foundation

/// An angle, as SwiftUI's: `.degrees(-90)`, `.radians(.pi)`. Positive angles turn clockwise on
/// the screen, whose rows go down.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees`.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// No turn.
  public static let zero = Angle(radians: 0)

  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// Whether `lhs` turns less.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point within a view's block, in fractions of its width and height: `.center` is (0.5, 0.5),
/// `.topLeading` (0, 0). Where a gradient starts and ends, or what a rotation turns about.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width, from the leading edge.
  public var x: Double
  /// The fraction of the height, from the top.
  public var y: Double

  /// The point at `x` and `y` fractions of the block.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

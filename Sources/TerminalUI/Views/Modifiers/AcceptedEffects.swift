import Foundation

/// Effects a terminal cannot draw on text and controls, accepted so that SwiftUI code compiles
/// unchanged: each returns the view as it is. (A shape's `.rotationEffect` is drawn: see
/// `PaintedShape`.)
extension View {
  /// Accepted; the terminal's window has no safe area to ignore.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

  /// Accepted; the terminal's window has no safe area to ignore. (SwiftUI's older spelling.)
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

  /// Accepted; text is drawn upright.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// Accepted; a view is drawn at its size.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

  /// Accepted; a view is drawn where its layout puts it.
  public func offset(x: Double = 0, y: Double = 0) -> some View { self }

  /// Accepted; a view is drawn where its layout puts it.
  public func offset(_ offset: CGSize) -> some View { self }

  /// Accepted; a cell is opaque.
  public func opacity(_ opacity: Double) -> some View { self }
}

/// The kinds of safe area SwiftUI's `.ignoresSafeArea` names.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

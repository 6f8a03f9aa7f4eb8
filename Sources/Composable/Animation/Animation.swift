/// How SwiftUI would animate a change, for code written as on iOS: `store.send(.tapped,
/// animation: .default)`, `withAnimation(.spring()) { … }`, `.animation(.easeInOut, value: x)`.
///
/// A terminal draws every frame at once, so an animation is accepted and ignored: what is sent
/// and what the state becomes are the same as without it.
public struct Animation: Hashable, Sendable {
  /// The curve's name, for reading a value in a debugger or a dump.
  let name: String

  /// SwiftUI's default animation.
  public static let `default` = Animation(name: "default")
  /// Slow at both ends.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Slow at the start.
  public static let easeIn = Animation(name: "easeIn")
  /// Slow at the end.
  public static let easeOut = Animation(name: "easeOut")
  /// At a constant speed.
  public static let linear = Animation(name: "linear")
  /// A spring with SwiftUI's default response.
  public static let spring = Animation(name: "spring")
  /// A spring that overshoots a little.
  public static let bouncy = Animation(name: "bouncy")
  /// A spring that does not overshoot.
  public static let smooth = Animation(name: "smooth")
  /// A quick spring.
  public static let snappy = Animation(name: "snappy")

  /// Slow at both ends, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
  /// Slow at the start, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
  /// Slow at the end, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
  /// At a constant speed, over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear") }

  /// A spring: `.spring()`, `.spring(response: 0.3, dampingFraction: 0.7)`.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring")
  }

  /// A spring for changes that follow a gesture.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring")
  }

  /// A spring that lasts about `duration` seconds and overshoots by `bounce` (0 none, 1 most).
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(name: "spring")
  }

  /// A spring given by its physics, which keeps its speed when interrupted:
  /// `.interpolatingSpring(stiffness: 3000, damping: 40)`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "interpolatingSpring")
  }

  /// An interpolating spring that lasts about `duration` seconds.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "interpolatingSpring")
  }

  /// An interpolating spring with SwiftUI's default physics.
  public static let interpolatingSpring = Animation(name: "interpolatingSpring")

  /// An interactive spring with SwiftUI's default response.
  public static let interactiveSpring = Animation(name: "interactiveSpring")

  /// A spring that overshoots a little, lasting `duration` seconds.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy")
  }

  /// A spring that does not overshoot, lasting `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth")
  }

  /// A quick spring, lasting `duration` seconds.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy")
  }

  /// A cubic Bézier timing curve through two control points, over `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(name: "timingCurve")
  }

  /// The same animation, played `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }

  /// The same animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation { self }

  /// The same animation, played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { self }

  /// The same animation, played again and again.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

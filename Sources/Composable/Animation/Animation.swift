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

  /// The same animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation { self }

  /// The same animation, played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { self }

  /// The same animation, played again and again.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

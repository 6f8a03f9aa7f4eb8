import Composable

extension Binding {
  /// The same binding, its writes animated in SwiftUI: `$store.isCircleScaled.sending(…)
  /// .animation(.interactiveSpring(response: 0.25, dampingFraction: 0.1))`. A terminal draws
  /// the next frame at once, so the animation is accepted and the write is the same.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

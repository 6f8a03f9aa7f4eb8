/// Runs `body` at once and returns what it returns, as SwiftUI's `withAnimation` does for the
/// changes `body` makes: a terminal draws the next frame without animating, so `animation` is
/// accepted and ignored. `withAnimation { store.send(.toggle) }` sends the same action as
/// `store.send(.toggle)`.
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` at once, as above, for a body whose result nobody wants: so that
/// `Button("Toggle") { withAnimation { store.send(.toggle) } }` compiles, the store's task
/// being discarded as a bare `store.send` would discard it.
@MainActor
public func withAnimation(_ animation: Animation? = .default, _ body: () throws -> Void) rethrows {
  try body()
}

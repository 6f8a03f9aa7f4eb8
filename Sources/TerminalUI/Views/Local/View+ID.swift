extension View {
  /// Gives the view an explicit identity, as SwiftUI's `.id(_:)`: when `id` changes, the view
  /// is a new one, so its `@State` (and everything inside) starts again, its `.onAppear` runs
  /// again and the focus forgets it.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    inheriting { $0.child(ExplicitIdentity(id: AnyHashable(id))) }
  }
}

/// The step an `.id(_:)` adds to the identity of the views inside.
private struct ExplicitIdentity: Hashable {
  var id: AnyHashable
}

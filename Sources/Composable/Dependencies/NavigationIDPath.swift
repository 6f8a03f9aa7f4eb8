/// The path of a child feature in the tree of features (`ifLet`, `forEach`, presentation), used
/// to keep each child's cancellation ids its own and to cancel all of a child's effects at once.
package struct NavigationIDPath: Hashable, Sendable {
  private var components: [ErasedHashable] = []

  package init() {}

  /// The path of a child below this one.
  package func appending(_ component: some Hashable & Sendable) -> Self {
    var path = self
    path.components.append(ErasedHashable(component))
    return path
  }

  /// This path and every path above it, up to the root's empty path.
  package var prefixes: [Self] {
    (0...components.count).map { length in
      var prefix = Self()
      prefix.components = Array(components.prefix(length))
      return prefix
    }
  }

  /// Whether this path is `ancestor` or lies below it.
  package func starts(with ancestor: Self) -> Bool {
    components.starts(with: ancestor.components)
  }
}

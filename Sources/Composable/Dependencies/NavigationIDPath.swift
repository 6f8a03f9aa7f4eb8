/// The path of a child feature in the tree of features (`ifLet`, `forEach`, presentation), used
/// to keep each child's cancellation ids its own and to cancel all of a child's effects at once.
package struct NavigationIDPath: Hashable, Sendable {
  /// The children from the root down. Stored as `ChildID`s, not type-erased: each erased id
  /// would be a heap box to make and destroy whenever a child reduces.
  private var components: [ChildID] = []

  package init() {}

  /// The path of a child below this one.
  func appending(_ component: ChildID) -> Self {
    var path = self
    path.components.append(component)
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

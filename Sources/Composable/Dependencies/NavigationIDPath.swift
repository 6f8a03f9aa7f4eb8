/// The path of a child feature in the tree of features (`ifLet`, `forEach`, presentation), used
/// to keep each child's cancellation ids its own and to cancel all of a child's effects at once.
package struct NavigationIDPath: Hashable, Sendable {
  /// The deepest child of the path, which links to the path above it (nil for the root's empty
  /// path). A child reduces with its path current, so a path is made for every action a child
  /// gets: a link makes one small object and shares the path above, where an array of the
  /// children would be copied into a new buffer.
  private var last: Link?

  package init() {}

  private init(last: Link?) {
    self.last = last
  }

  /// The identity of the deepest child's link, nil for the root's empty path: paths with the
  /// same one are the same path.
  var lastLinkIdentity: ObjectIdentifier? {
    last.map { ObjectIdentifier($0) }
  }

  /// The path of a child below this one.
  func appending(_ component: ChildID) -> Self {
    Self(last: Link(component, below: last))
  }

  /// The children from the root down.
  private var components: [ChildID] {
    var components: [ChildID] = []
    var link = last
    while let current = link {
      components.append(current.component)
      link = current.above
    }
    return components.reversed()
  }

  /// This path and every path above it, up to the root's empty path.
  package var prefixes: [Self] {
    var prefixes = [self]
    var link = last
    while let current = link {
      prefixes.append(Self(last: current.above))
      link = current.above
    }
    return prefixes.reversed()
  }

  /// Whether this path is `ancestor` or lies below it.
  package func starts(with ancestor: Self) -> Bool {
    components.starts(with: ancestor.components)
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.last === rhs.last || lhs.components == rhs.components
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// One child of a path, and the path above it.
  private final class Link: Sendable {
    let component: ChildID
    let above: Link?

    init(_ component: ChildID, below above: Link?) {
      self.component = component
      self.above = above
    }
  }
}

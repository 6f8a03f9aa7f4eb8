/// Where a view stands in the tree: the path of positions, branches and `ForEach` ids from the
/// root. The runtime knows a control, a layer or an `.onAppear` again by it from one frame to
/// the next, as SwiftUI knows a view by its structural identity.
struct ViewIdentity: Hashable {
  /// The steps from the root.
  var path: [AnyHashable] = []

  /// The identity one step further down.
  func child(_ step: some Hashable) -> ViewIdentity {
    var child = self
    child.path.append(AnyHashable(step))
    return child
  }

  /// Whether the two paths are the same. The identities of a frame share their first steps, so
  /// the steps are compared from the last: two controls of one list differ there at once.
  static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    guard lhs.path.count == rhs.path.count else { return false }
    var index = lhs.path.count
    while index > 0 {
      index -= 1
      if lhs.path[index] != rhs.path[index] { return false }
    }
    return true
  }
}

/// The step a `ForEach` adds for one of its elements: it marks where a row begins, so a
/// shortcut that every row declares acts in the focused row only.
struct RowStep: Hashable {
  /// The element's id.
  var id: AnyHashable
}

extension ViewIdentity {
  /// The identity of the innermost `ForEach` row this one is in; nil outside any.
  var row: ViewIdentity? {
    path.lastIndex { $0.base is RowStep }.map { ViewIdentity(path: Array(path[...$0])) }
  }

  /// Whether this identity is `other` or inside it.
  func isInside(_ other: ViewIdentity) -> Bool {
    path.starts(with: other.path)
  }
}

/// Where a view stands in the tree: the path of positions, branches and `ForEach` ids from the
/// root. The runtime knows a control, a layer or an `.onAppear` again by it from one frame to
/// the next, as SwiftUI knows a view by its structural identity.
struct ViewIdentity: Hashable {
  /// One step of a path: a position among siblings, a name, a `ForEach` row, any other value.
  /// Positions and names are kept unwrapped: an `AnyHashable` each cost more than resolving.
  enum Step: Hashable {
    case position(Int)
    case name(String)
    case row(RowStep)
    case value(AnyHashable)
  }

  /// The steps from the root.
  private(set) var path: [Step] = []
  /// A digest of the steps, kept up as they are added: most comparisons stop at it, and hashing
  /// hashes one number.
  private var digest = 0
  /// The steps up to the innermost `ForEach` row's `RowStep`, and the digest before it.
  private var rowEnd: (count: Int, listDigest: Int)?

  /// The identity one step further down.
  func child<Value: Hashable>(_ value: Value) -> ViewIdentity {
    var child = self
    let step: Step
    // The types are compared, not cast: a cast costs as much as the `AnyHashable` it spares.
    if Value.self == Int.self {
      step = .position(unsafeBitCast(value, to: Int.self))
    } else if Value.self == String.self {
      step = .name(unsafeBitCast(value, to: String.self))
    } else if Value.self == RowStep.self {
      step = .row(unsafeBitCast(value, to: RowStep.self))
      child.rowEnd = (path.count + 1, digest)
    } else {
      step = .value(AnyHashable(value))
    }
    child.path.append(step)
    child.digest = Self.digest(digest, adding: step)
    return child
  }

  /// The digest of a path whose first steps have `digest`, once `step` is added.
  private static func digest(_ digest: Int, adding step: Step) -> Int {
    digest &* 1_000_003 ^ step.hashValue
  }

  /// Whether the two paths are the same: the digests first, then the steps from the last.
  static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    lhs.digest == rhs.digest && lhs.path.count == rhs.path.count
      && lhs.path.endsEqual(to: rhs.path, count: lhs.path.count)
  }

  /// Hashes the digest, which stands for the steps.
  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}

/// The step a `ForEach` adds for one element: where a row begins (its shortcuts act in it).
struct RowStep: Hashable {
  /// The element's id (an `AnyHashable` would ask about its type's conformances every frame).
  var id: any Hashable

  /// Whether both ids are of one type and equal.
  static func == (lhs: RowStep, rhs: RowStep) -> Bool {
    lhs.id.isEqual(to: rhs.id)
  }

  /// Hashes the id.
  func hash(into hasher: inout Hasher) {
    id.hash(into: &hasher)
  }
}

extension Hashable {
  /// Whether `other` is of this value's type and equal to it.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}

extension ViewIdentity {
  /// Whether the identity is inside a `ForEach` row.
  var isInRow: Bool { rowEnd != nil }

  /// Whether this identity is inside the innermost `ForEach` row `other` is in.
  func isInside(rowOf other: ViewIdentity) -> Bool {
    guard let otherEnd = other.rowEnd else { return false }
    return otherEnd.count <= path.count && path.endsEqual(to: other.path, count: otherEnd.count)
  }

  /// Whether this identity and `other` are in the same innermost `ForEach` row.
  func isInSameRow(as other: ViewIdentity) -> Bool {
    rowEnd?.count == other.rowEnd?.count && isInside(rowOf: other)
  }

  /// Whether this identity and `other` are in rows of the same `ForEach`; false outside rows.
  func isInSameList(as other: ViewIdentity) -> Bool {
    guard let rowEnd, let otherEnd = other.rowEnd else { return false }
    return rowEnd.count == otherEnd.count && rowEnd.listDigest == otherEnd.listDigest
      && path.endsEqual(to: other.path, count: rowEnd.count - 1)
  }
}

extension Array where Element == ViewIdentity.Step {
  /// Whether the first `count` steps of both paths are the same, compared from the last.
  fileprivate func endsEqual(to other: [ViewIdentity.Step], count: Int) -> Bool {
    var index = count
    while index > 0 {
      index -= 1
      if self[index] != other[index] { return false }
    }
    return true
  }
}

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

  /// The last step, linked to those before it: a child adds a link and shares the rest.
  private var last: Link?
  /// A digest of the steps: most comparisons stop at it, and hashing hashes one number.
  private var digest: Int { last?.digest ?? 0 }
  /// The steps up to the innermost `ForEach` row's `RowStep`, and the digest before it.
  private var rowEnd: (count: Int, listDigest: Int)?

  /// One step, the link to the steps before it, and the number and digest of the steps to it.
  private final class Link {
    let step: Step, parent: Link?, count: Int, digest: Int
    init(_ step: Step, after parent: Link?) {
      (self.step, self.parent, count) = (step, parent, (parent?.count ?? 0) + 1)
      digest = ViewIdentity.digest(parent?.digest ?? 0, adding: step)
    }
  }

  /// The number of steps from the root.
  private var count: Int { last?.count ?? 0 }
  /// The steps from the root.
  var path: [Step] {
    var steps: [Step] = [], link = last
    while let current = link { steps.append(current.step); link = current.parent }
    return steps.reversed()
  }

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
      child.rowEnd = (count + 1, digest)
    } else {
      step = .value(AnyHashable(value))
    }
    child.last = Link(step, after: last)
    return child
  }

  /// Whether the first `count` steps of both identities are the same, compared from the last
  /// until a link both share (the digests first).
  private func startsEqual(_ other: ViewIdentity, count: Int) -> Bool {
    var (mine, theirs) = (last, other.last)
    while let link = mine, link.count > count { mine = link.parent }
    while let link = theirs, link.count > count { theirs = link.parent }
    while let a = mine, let b = theirs, a !== b {
      guard a.digest == b.digest, a.step == b.step else { return false }
      (mine, theirs) = (a.parent, b.parent)
    }
    return mine === theirs
  }

  /// The digest of a path whose first steps have `digest`, once `step` is added.
  private static func digest(_ digest: Int, adding step: Step) -> Int {
    digest &* 1_000_003 ^ step.hashValue
  }

  /// Whether the two paths are the same: the digests first, then the steps from the last.
  static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    lhs.digest == rhs.digest && lhs.count == rhs.count && lhs.startsEqual(rhs, count: lhs.count)
  }

  /// Hashes the digest, which stands for the steps.
  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}

extension ViewIdentity {
  /// Whether the identity is inside a `ForEach` row.
  var isInRow: Bool { rowEnd != nil }

  /// Whether this identity is inside the innermost `ForEach` row `other` is in.
  func isInside(rowOf other: ViewIdentity) -> Bool {
    guard let otherEnd = other.rowEnd else { return false }
    return otherEnd.count <= count && startsEqual(other, count: otherEnd.count)
  }

  /// Whether this identity and `other` are in the same innermost `ForEach` row.
  func isInSameRow(as other: ViewIdentity) -> Bool {
    rowEnd?.count == other.rowEnd?.count && isInside(rowOf: other)
  }

  /// Whether this identity and `other` are in rows of the same `ForEach`; false outside rows.
  func isInSameList(as other: ViewIdentity) -> Bool {
    guard let rowEnd, let otherEnd = other.rowEnd else { return false }
    return rowEnd.count == otherEnd.count && rowEnd.listDigest == otherEnd.listDigest
      && startsEqual(other, count: rowEnd.count - 1)
  }
}

/// One step of walking the children of an old and a new version of a group together.
enum ChildAlignmentStep: Equatable {
  /// The old child at this index corresponds to the new child at that index.
  case paired(old: Int, new: Int)
  /// The old child at this index has no counterpart: it was removed.
  case removed(old: Int)
  /// The new child at this index has no counterpart: it was added.
  case added(new: Int)
}

/// Pairs the children of two versions of a group, in display order.
///
/// When every child on both sides has an identity, unique on its side (array elements that are
/// `Identifiable`, dictionary keys, set elements), children pair by identity while keeping their
/// order, so one insertion reads as one added child. Otherwise they pair by position.
func alignChildren(_ old: [DumpChild], _ new: [DumpChild]) -> [ChildAlignmentStep] {
  guard let oldIdentities = uniqueIdentities(of: old), let newIdentities = uniqueIdentities(of: new)
  else {
    return alignByPosition(oldCount: old.count, newCount: new.count)
  }
  return alignByIdentity(oldIdentities, newIdentities)
}

/// The largest number of cells the table of a longest common subsequence may take; past it, the
/// middle of a very long, very shuffled list is shown as removed then added.
private let maximumTableSize = 1_000_000

/// Every child's identity, or nil when one lacks it or two share it.
private func uniqueIdentities(of children: [DumpChild]) -> [AnyHashable]? {
  var identities: [AnyHashable] = []
  identities.reserveCapacity(children.count)
  var seen: Set<AnyHashable> = []
  for child in children {
    guard let identity = child.identity, seen.insert(identity).inserted else { return nil }
    identities.append(identity)
  }
  return identities
}

/// Pairs children with the same index; the longer side's extra children are removed or added.
private func alignByPosition(oldCount: Int, newCount: Int) -> [ChildAlignmentStep] {
  var steps = (0..<min(oldCount, newCount)).map { ChildAlignmentStep.paired(old: $0, new: $0) }
  steps += (newCount..<max(newCount, oldCount)).map { ChildAlignmentStep.removed(old: $0) }
  steps += (oldCount..<max(oldCount, newCount)).map { ChildAlignmentStep.added(new: $0) }
  return steps
}

/// Pairs the longest run of identities common to both sides in order (a longest common
/// subsequence); the rest are removed or added where they stand.
private func alignByIdentity(_ old: [AnyHashable], _ new: [AnyHashable]) -> [ChildAlignmentStep] {
  var prefixLength = 0
  while prefixLength < min(old.count, new.count), old[prefixLength] == new[prefixLength] {
    prefixLength += 1
  }
  var suffixLength = 0
  while suffixLength < min(old.count, new.count) - prefixLength,
    old[old.count - 1 - suffixLength] == new[new.count - 1 - suffixLength]
  {
    suffixLength += 1
  }
  var steps = (0..<prefixLength).map { ChildAlignmentStep.paired(old: $0, new: $0) }
  steps += alignMiddle(
    old: old, oldRange: prefixLength..<(old.count - suffixLength),
    new: new, newRange: prefixLength..<(new.count - suffixLength))
  steps += (0..<suffixLength).map { offset in
    ChildAlignmentStep.paired(
      old: old.count - suffixLength + offset, new: new.count - suffixLength + offset)
  }
  return steps
}

/// Aligns the part of two identity lists between their common prefix and suffix.
private func alignMiddle(
  old: [AnyHashable], oldRange: Range<Int>, new: [AnyHashable], newRange: Range<Int>
) -> [ChildAlignmentStep] {
  let rows = oldRange.count
  let columns = newRange.count
  guard rows > 0, columns > 0, (rows + 1) * (columns + 1) <= maximumTableSize else {
    return oldRange.map { .removed(old: $0) } + newRange.map { .added(new: $0) }
  }
  // common[i * (columns + 1) + j]: length of the longest common subsequence of the old identities
  // from row i on and the new identities from column j on.
  var common = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
  for i in stride(from: rows - 1, through: 0, by: -1) {
    for j in stride(from: columns - 1, through: 0, by: -1) {
      common[i * (columns + 1) + j] =
        old[oldRange.lowerBound + i] == new[newRange.lowerBound + j]
        ? common[(i + 1) * (columns + 1) + j + 1] + 1
        : max(common[(i + 1) * (columns + 1) + j], common[i * (columns + 1) + j + 1])
    }
  }
  var steps: [ChildAlignmentStep] = []
  var i = 0
  var j = 0
  while i < rows, j < columns {
    if old[oldRange.lowerBound + i] == new[newRange.lowerBound + j] {
      steps.append(.paired(old: oldRange.lowerBound + i, new: newRange.lowerBound + j))
      i += 1
      j += 1
    } else if common[(i + 1) * (columns + 1) + j] >= common[i * (columns + 1) + j + 1] {
      steps.append(.removed(old: oldRange.lowerBound + i))
      i += 1
    } else {
      steps.append(.added(new: newRange.lowerBound + j))
      j += 1
    }
  }
  steps += (i..<rows).map { .removed(old: oldRange.lowerBound + $0) }
  steps += (j..<columns).map { .added(new: newRange.lowerBound + $0) }
  return steps
}

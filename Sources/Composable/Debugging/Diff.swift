/// The structural difference between two values, or nil when their dumps are identical.
///
/// Lines of the old value start with `−`, lines of the new value with `+`, and context lines (the
/// enclosing types and `… (N unchanged)` for skipped siblings) with two spaces:
/// ```
///   CounterDomain.State(
/// −   count: 0
/// +   count: 1
///   )
/// ```
public func diff(_ lhs: Any, _ rhs: Any) -> String? {
  var builder = DumpNodeBuilder(maxDepth: .max)
  let old = builder.node(for: lhs)
  let new = builder.node(for: rhs)
  return diff(DumpedValue(node: old), DumpedValue(node: new))
}

/// A value's dump, built once: a log that diffs each state against the next dumps every state
/// once instead of twice.
package struct DumpedValue {
  fileprivate let node: DumpNode

  /// The dump of `value`.
  package init(_ value: Any) {
    var builder = DumpNodeBuilder(maxDepth: .max)
    node = builder.node(for: value)
  }

  fileprivate init(node: DumpNode) {
    self.node = node
  }
}

/// The difference between two values already dumped: what `diff(_:_:)` returns for the values.
package func diff(_ old: DumpedValue, _ new: DumpedValue) -> String? {
  guard !dumpsMatch(old.node, new.node) else { return nil }
  var printer = DiffPrinter()
  printer.compare(old: DiffSide(node: old.node), new: DiffSide(node: new.node), indent: 0)
  return printer.lines.joined(separator: "\n")
}

/// Whether two nodes are written the same way. Nodes of different shapes can still match when one
/// writes as text what the other writes as a group, such as a custom dump description.
private func dumpsMatch(_ old: DumpNode, _ new: DumpNode) -> Bool {
  if old == new { return true }
  if case .group = old, case .group = new { return false }
  return old.rendered == new.rendered
}

/// One side of a compared child: its node and the text around it in its own dump.
private struct DiffSide {
  var node: DumpNode
  /// The label and colon before the value, such as `count: `.
  var prefix = ""
  /// The comma after the value when a sibling follows it on this side.
  var suffix = ""
}

/// Collects the lines of a diff while walking two trees.
private struct DiffPrinter {
  private static let removedMarker = "\u{2212} "
  private static let addedMarker = "+ "
  private static let contextMarker = "  "

  private(set) var lines: [String] = []

  /// Writes the difference of two nodes that do not match: recursing into two versions of the same
  /// group, else the whole old value as removed and the whole new value as added.
  mutating func compare(old: DiffSide, new: DiffSide, indent: Int) {
    guard case .group(let oldGroup) = old.node, case .group(let newGroup) = new.node,
      oldGroup.opening == newGroup.opening, oldGroup.closing == newGroup.closing,
      oldGroup.layout == newGroup.layout,
      old.node.singleLine == nil || new.node.singleLine == nil
    else {
      write(old, marker: Self.removedMarker, indent: indent)
      write(new, marker: Self.addedMarker, indent: indent)
      return
    }
    write(
      DiffSide(node: .text(newGroup.opening), prefix: new.prefix), marker: Self.contextMarker,
      indent: indent)
    compareChildren(
      old: oldGroup.children, new: newGroup.children, indent: indent + 2,
      keepsShortUnchanged: newGroup.layout == .inline)
    write(
      DiffSide(node: .text(newGroup.closing), suffix: new.suffix), marker: Self.contextMarker,
      indent: indent)
  }

  /// Writes the changed, removed and added children, and one `… (N unchanged)` line for every run
  /// of unchanged ones. With `keepsShortUnchanged` (an enum payload or a tuple, whose values say
  /// which case this is, like an element's `id`), unchanged children that fit on a line are kept.
  private mutating func compareChildren(
    old: [DumpChild], new: [DumpChild], indent: Int, keepsShortUnchanged: Bool
  ) {
    var unchangedInARow = 0
    for step in alignChildren(old, new) {
      switch step {
      case .paired(let oldIndex, let newIndex):
        let newSide = side(new, newIndex)
        if dumpsMatch(old[oldIndex].node, newSide.node) {
          if keepsShortUnchanged, newSide.node.singleLine != nil {
            writeUnchangedCount(&unchangedInARow, indent: indent)
            write(newSide, marker: Self.contextMarker, indent: indent)
          } else {
            unchangedInARow += 1
          }
        } else {
          writeUnchangedCount(&unchangedInARow, indent: indent)
          compare(old: side(old, oldIndex), new: newSide, indent: indent)
        }
      case .removed(let oldIndex):
        writeUnchangedCount(&unchangedInARow, indent: indent)
        write(side(old, oldIndex), marker: Self.removedMarker, indent: indent)
      case .added(let newIndex):
        writeUnchangedCount(&unchangedInARow, indent: indent)
        write(side(new, newIndex), marker: Self.addedMarker, indent: indent)
      }
    }
    writeUnchangedCount(&unchangedInARow, indent: indent)
  }

  /// Writes one `… (N unchanged)` line for the unchanged children counted so far, and resets the count.
  private mutating func writeUnchangedCount(_ count: inout Int, indent: Int) {
    guard count > 0 else { return }
    write(
      DiffSide(node: .text("… (\(count) unchanged)")), marker: Self.contextMarker, indent: indent)
    count = 0
  }

  /// Writes every line of one side's value behind a marker.
  private mutating func write(_ side: DiffSide, marker: String, indent: Int) {
    side.node.write(
      into: &lines, marker: marker, indent: indent, prefix: side.prefix, suffix: side.suffix)
  }

  /// The child at `index` with its label and the comma it has in its own group.
  private func side(_ children: [DumpChild], _ index: Int) -> DiffSide {
    DiffSide(
      node: children[index].node, prefix: children[index].prefix,
      suffix: index == children.count - 1 ? "" : ",")
  }
}

/// Each action log entry's lines, computed once per panel width (and per choice of folding) and
/// kept, with the running count of their rows: the panel is drawn for every frame, and wrapping
/// every entry again each time made a long session quadratic (a replay of 2,000 steps spent most
/// of its time re-wrapping old entries).
///
/// The cache is keyed by an entry's position. Its log only appends entries, and tells it when it
/// drops the later ones (time travel went on from an earlier step), so the lines it keeps are
/// always those of the log's first entries.
final class ActionLogLineCache {
  /// How an entry's lines are laid out: the width inside the panel, and whether long runs of
  /// removed or added lines are folded.
  struct Layout: Hashable {
    let width: Int
    let showsEverything: Bool
  }

  /// The first entries' lines in one layout, and how many rows come before each entry.
  struct LaidOut {
    /// Each entry's lines.
    var lines: [[Line]] = []
    /// The rows of the entries before each entry, and of all of them at the end: one more
    /// element than `lines`.
    var rowsBefore = [0]
  }

  /// The first entries' lines, per layout.
  private var laidOut: [Layout: LaidOut] = [:]
  /// How many times an entry's lines were computed: what a test reads to see that drawing the
  /// panel again does not lay out the old entries again.
  private(set) var computedEntryCount = 0

  /// The lines of every entry in `layout`, computing with `entryLines` only those not kept yet.
  func lines(
    of entries: [ActionLog.Entry], in layout: Layout, _ entryLines: (ActionLog.Entry) -> [Line]
  ) -> LaidOut {
    var kept = laidOut.removeValue(forKey: layout) ?? LaidOut()
    if kept.lines.count > entries.count { kept = LaidOut() }
    for entry in entries[kept.lines.count...] {
      let lines = entryLines(entry)
      kept.lines.append(lines)
      kept.rowsBefore.append(kept.rowsBefore[kept.rowsBefore.count - 1] + lines.count)
      computedEntryCount += 1
    }
    laidOut[layout] = kept
    return kept
  }

  /// Forgets the lines of the entries after the first `count`, which the log dropped.
  func dropEntries(after count: Int) {
    for layout in Array(laidOut.keys) where laidOut[layout, default: LaidOut()].lines.count > count {
      laidOut[layout]?.lines.removeSubrange(count...)
      laidOut[layout]?.rowsBefore.removeSubrange((count + 1)...)
    }
  }
}

/// Each action log entry's lines, computed once per panel width (and per choice of folding) and
/// kept: the panel is drawn for every frame, and wrapping every entry again each time made a
/// long session quadratic (a replay of 2,000 steps spent most of its time re-wrapping old
/// entries).
///
/// The cache is keyed by an entry's position and checks that the entry there is still the one it
/// saw, so a log that dropped its later entries (time travel went on from an earlier step) and
/// recorded new ones gets those recomputed. The check is cheap: entries read from the same log
/// share their strings' storage, and two strings with the same storage compare equal at once.
final class ActionLogLineCache {
  /// How an entry's lines are laid out: the width inside the panel, and whether long runs of
  /// removed or added lines are folded.
  struct Layout: Hashable {
    let width: Int
    let showsEverything: Bool
  }

  /// The entries the kept lines belong to, oldest first.
  private var entries: [ActionLog.Entry] = []
  /// The lines of the first entries, per layout.
  private var linesByLayout: [Layout: [[Line]]] = [:]
  /// How many times an entry's lines were computed: what a test reads to see that drawing the
  /// panel again does not lay out the old entries again.
  private(set) var computedEntryCount = 0

  /// The lines of every entry in `layout`, computing with `entryLines` only those not kept yet.
  func lines(
    of entries: [ActionLog.Entry], in layout: Layout, _ entryLines: (ActionLog.Entry) -> [Line]
  ) -> [[Line]] {
    forgetEntries(notIn: entries)
    let known = linesByLayout[layout]?.count ?? 0
    if known < entries.count {
      let added = entries[known...].map(entryLines)
      computedEntryCount += added.count
      linesByLayout[layout, default: []] += added
    }
    return linesByLayout[layout] ?? []
  }

  /// Keeps the longest common start of the entries seen before and `current`, and drops the
  /// lines of the rest.
  private func forgetEntries(notIn current: [ActionLog.Entry]) {
    var kept = 0
    while kept < min(entries.count, current.count), entries[kept] == current[kept] { kept += 1 }
    if kept < entries.count {
      entries.removeSubrange(kept...)
      for layout in Array(linesByLayout.keys) where linesByLayout[layout, default: []].count > kept {
        linesByLayout[layout]?.removeSubrange(kept...)
      }
    }
    entries += current[kept...]
  }
}

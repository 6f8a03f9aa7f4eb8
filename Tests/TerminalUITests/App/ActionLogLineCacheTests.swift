import TestTags
import Testing

@testable import TerminalUI

/// The action log panel lays out each entry once per width and keeps it, so a long session
/// costs in proportion to its length, not to its square; counted, not timed.
@MainActor
@Suite("The action log's line cache", .tags(.terminalUI))
struct ActionLogLineCacheTests {
  /// A counter's log after `count` steps.
  private func log(of count: Int) -> ActionLog {
    let log = ActionLog()
    for step in 0..<count { record(step, in: log) }
    return log
  }

  /// Records step `step` of a counter: the action names the step, the count goes up by one.
  private func record(_ step: Int, in log: ActionLog) {
    log.record(action: "step \(step)", oldState: step, newState: step + 1)
  }

  /// The panel as the app draws it: over the log's entries and notes, with the log's cache.
  private func panel(over log: ActionLog, showsEverything: Bool = false) -> ActionLogPanel {
    var panel = ActionLogPanel(entries: log.entries, showsEverything: showsEverything)
    panel.marks = LogTimelineMarks(notes: log.notes, viewedStep: nil)
    panel.lineCache = log.lineCache
    return panel
  }

  @Test("drawing the panel after every action lays out each entry once per width, not on every frame")
  func eachEntryOncePerWidth() {
    let log = ActionLog()
    for step in 0..<200 {
      record(step, in: log)
      _ = panel(over: log).lines(width: 60, height: 20)
      _ = panel(over: log).scrollRange(width: 60, height: 20)
    }
    // Laying out every entry on every frame would have counted 2 × (1 + 2 + … + 200) and more.
    #expect(log.lineCache.computedEntryCount == 200)
    _ = panel(over: log).lines(width: 80, height: 20)
    #expect(log.lineCache.computedEntryCount == 400)
    _ = panel(over: log, showsEverything: true).lines(width: 80, height: 20)
    #expect(log.lineCache.computedEntryCount == 600)
    _ = panel(over: log).lines(width: 60, height: 30)
    #expect(log.lineCache.computedEntryCount == 600)
  }

  @Test("after time travel drops the later entries and new ones come, the panel shows the new ones")
  func droppedEntriesAreLaidOutAgain() {
    let log = log(of: 30)
    _ = panel(over: log).lines(width: 50, height: 200)
    log.dropEntries(after: 10, note: "went on from step 10")
    log.record(action: "another step", oldState: 10, newState: 20)

    let drawn = panel(over: log).lines(width: 50, height: 200)
    var uncached = panel(over: log)
    uncached.lineCache = ActionLogLineCache()
    #expect(drawn == uncached.lines(width: 50, height: 200))
    #expect(drawn.contains { $0.plainText.contains("another step") })
    #expect(!drawn.contains { $0.plainText.contains("step 29") })
    // The ten entries kept were not laid out again; only the new one was.
    #expect(log.lineCache.computedEntryCount == 31)
  }

  @Test("the rows in view are those of the whole content cut to the view, notes and time travel's marks included")
  func rowsInViewAreTheWholeContentCut() {
    let log = log(of: 12)
    log.dropEntries(after: 4, note: "went on from step 4, a note long enough to wrap in the panel")
    for step in 4..<9 { record(step * 10, in: log) }
    let entries = ActionLogLineCache().lines(
      of: log.entries, in: ActionLogLineCache.Layout(width: 30, showsEverything: false)
    ) { panel(over: log).entryLines($0, width: 30) }
    for viewedStep in [nil, 0, 3, 9] {
      let marks = LogTimelineMarks(notes: log.notes, viewedStep: viewedStep)
      let placement = marks.place(entries, width: 30)
      let whole = marks.rows(0..<placement.rowCount, of: placement)
      #expect(whole.count == placement.rowCount)
      #expect(whole.contains { $0.plainText.hasPrefix("⟲ went on from step 4") })
      if viewedStep == 3 { #expect(whole[placement.viewedRow ?? -1].plainText.hasPrefix("◆ ")) }
      for top in 0..<placement.rowCount {
        for height in [1, 5, 40] {
          let range = top..<min(placement.rowCount, top + height)
          #expect(marks.rows(range, of: placement) == Array(whole[range]), "rows \(range), step \(String(describing: viewedStep))")
        }
      }
    }
  }
}

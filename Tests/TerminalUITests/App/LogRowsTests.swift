import TestTags
import Testing

@testable import TerminalUI

/// The action log panel lays out each entry once per width and keeps it, so a long session
/// costs in proportion to its length, not to its square; counted, not timed.
@MainActor
@Suite("The action log's rows", .tags(.terminalUI))
struct LogRowsTests {
  /// A counter's log after `count` steps.
  private func log(of count: Int) -> ActionLog {
    let log = ActionLog()
    for step in 0..<count { record(step, in: log) }
    return log
  }

  /// Records step `step` of a counter: the action names the step, the count goes up by one.
  private func record(_ step: Int, in log: ActionLog) {
    log.recordReduced(action: "step \(step)", oldState: step, newState: step + 1)
  }

  /// The screen of the log panel shown over the whole body (`layout`), scrolled as `scrollBack`
  /// says, in a window `columns` × `rows`, while time travel shows `viewedStep`.
  private func screen(
    of log: ActionLog, layout: LogLayout = .full, scrollBack: Int = 0, viewedStep: Int? = nil,
    columns: Int = 60, rows: Int = 20
  ) -> String {
    let panel = LogPanel(isVisible: true, scrollBack: scrollBack, layout: layout)
    return ViewHost(panel.body(log: log, viewedStep: viewedStep) { _ in [] }, columns: columns, rows: rows).screen
  }

  @Test("drawing the panel after every action lays out each entry once per width, not on every frame")
  func eachEntryOncePerWidth() {
    let log = ActionLog()
    for step in 0..<200 {
      record(step, in: log)
      #expect(screen(of: log).contains("step \(step)"))
    }
    // Laying out every entry on every frame would have counted 1 + 2 + … + 200.
    #expect(log.entriesLaidOut == 200)
    #expect(log.laidOut.width == 56)
    // Another width lays them out once again, and the frames after it lay out nothing more.
    _ = screen(of: log, columns: 80)
    #expect(log.entriesLaidOut == 400)
    _ = screen(of: log, columns: 80, rows: 30)
    #expect(log.laidOut.width == 76)
    #expect(log.entriesLaidOut == 400)
  }

  @Test("after time travel drops the later entries and new ones come, the panel shows the note and the new ones")
  func droppedEntriesAreLaidOutAgain() {
    let log = log(of: 30)
    _ = screen(of: log, rows: 200)
    log.dropEntries(after: 10, note: "went on from step 10")
    log.recordReduced(action: "another step", oldState: 10, newState: 20)

    let screen = screen(of: log, rows: 200)
    #expect(screen.contains("Action log · 11 actions"))
    #expect(screen.contains("step 9"))
    #expect(screen.contains("⟲ went on from step 10"))
    #expect(screen.contains("another step"))
    #expect(!screen.contains("step 29"))
    // The 30 of the first frame, then the 11 kept and new ones once more.
    #expect(log.entriesLaidOut == 41)
  }

  @Test("each row is the whole content's row: notes between the entries, the viewed step marked, the window scrolled")
  func rowsInViewAreTheWholeContentCut() throws {
    let log = log(of: 12)
    log.dropEntries(after: 4, note: "went on from step 4, a note long enough to wrap in the panel")
    for step in 4..<9 { record(step * 10, in: log) }
    let whole = screen(of: log, rows: 200).split(separator: "\n").dropFirst().dropLast().map(String.init)
    let note = try #require(whole.firstIndex { $0.contains("⟲ went on from step 4") })
    #expect(whole[note - 3].contains("▸ \"step 3\""))
    #expect(whole[note + 2].contains("▸ \"step 40\""))
    let viewed = screen(of: log, viewedStep: 3, rows: 200)
    #expect(viewed.contains("◆ \"step 2\""))
    #expect(!viewed.contains("▸ \"step 2\""))
    // A window of six rows scrolled to the top shows the first rows of the whole, and says how
    // many rows are below.
    let window = screen(of: log, scrollBack: 1_000, rows: 8).split(separator: "\n").map(String.init)
    #expect(Array(window[1..<7]) == Array(whole[0..<6]))
    #expect(window[0].contains("↓\(log.laidOut.rows.count - 6)"))
  }
}

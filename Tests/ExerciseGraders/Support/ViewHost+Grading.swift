import TerminalUI
import Testing

extension ViewHost {
  /// Taps the control titled `title` when the screen shows that title. When it does not,
  /// records `missing` (what the learner's code lacks, in their words) followed by the screen,
  /// instead of the host's own report, and returns false.
  @discardableResult
  func tap(
    _ title: String, elseReport missing: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let shown = screen
    guard shown.contains(title) else {
      Issue.record(Comment(rawValue: "\(missing) The screen reads:\n\(shown)"), sourceLocation: sourceLocation)
      return false
    }
    tap(title)
    return true
  }
}

/// Lets the effects a tap started run (`.run { await dismiss() }` runs after the tap returns),
/// yielding until `done` holds or fifty yields went by: no clock, no real time.
@MainActor
func letEffectsRun(until done: () -> Bool) async {
  for _ in 0..<50 where !done() {
    await Task.yield()
  }
}

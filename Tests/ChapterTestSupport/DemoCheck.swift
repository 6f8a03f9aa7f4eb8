import TerminalUI
import Testing

extension ChapterCheck {
  /// The chapter's `--demo` walk-through played by `play` on a virtual terminal of 80 × 24,
  /// the size a learner's window has at least: `play` makes the app, starts the demo on the
  /// terminal, steps it with `stepDemo(until:atMost:sourceLocation:afterEachStep:)` and checks
  /// what the walk-through did.
  public static func demo(
    _ description: String,
    play: @escaping @MainActor @Sendable (VirtualTerminal) async throws -> Void
  ) -> ChapterCheck {
    ChapterCheck("the demo: \(description)") {
      try await play(VirtualTerminal(columns: 80, rows: 24))
    }
  }
}

extension VirtualTerminal {
  /// The caption line the demo player shows for step `number` of `count`: the whole caption,
  /// with the player's controls after it.
  public static func demoCaptionLine(_ caption: String, number: Int, of count: Int) -> String {
    " ▶ \(number)/\(count) \(caption)  (Space pauses · → steps)"
  }

  /// Presses → (the demo's next step) until `caption` is on the screen, running `afterEachStep`
  /// with the step's number after each press (to let effects run, move a test clock, note what
  /// the screen showed). After `limit` presses without the caption (by default more steps than
  /// any chapter's demo has) it records an issue at `sourceLocation` and returns: a demo that
  /// never shows the caption fails after a bounded number of steps instead of stepping forever.
  public func stepDemo(
    until caption: String, atMost limit: Int = 50,
    sourceLocation: SourceLocation = #_sourceLocation,
    afterEachStep: (Int) async -> Void = { _ in }
  ) async {
    for number in 1...limit {
      press(.right)
      await afterEachStep(number)
      if text.contains(caption) { return }
    }
    Issue.record(
      "the demo did not show \(caption.debugDescription) after \(limit) steps; the screen:\n\(text)",
      sourceLocation: sourceLocation)
  }
}

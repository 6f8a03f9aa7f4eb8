import TerminalUI
import Testing

extension ChapterCheck {
  /// The chapter's `--demo` walk-through played by `play` on a virtual terminal of the standard
  /// 80 × 24: `play` makes the app, starts the demo on the terminal, steps it with
  /// `stepDemo(until:atMost:sourceLocation:afterEachStep:)` or `stepDemo(through:)` and checks
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
  /// Presses → (the demo's next step) until `caption` is on the screen. After each press the
  /// effects the step started get twenty turns of the main actor, then `afterEachStep` runs with
  /// the step's number (to move a test clock, note what the screen showed). After `limit`
  /// presses without the caption (by default more steps than any chapter's demo has) it records
  /// an issue at `sourceLocation` and returns: a demo that never shows the caption fails after a
  /// bounded number of steps instead of stepping forever.
  public func stepDemo(
    until caption: String, atMost limit: Int = 50,
    sourceLocation: SourceLocation = #_sourceLocation,
    afterEachStep: (Int) async -> Void = { _ in }
  ) async {
    for number in 1...limit {
      press(.right)
      for _ in 0..<20 { await Task.yield() }
      await afterEachStep(number)
      if text.contains(caption) { return }
    }
    Issue.record(
      "the demo did not show \(caption.debugDescription) after \(limit) steps; the screen:\n\(text)",
      sourceLocation: sourceLocation)
  }

  /// Presses → once for each of `steps`, the demo's own steps, expecting after each press the
  /// step's caption line: the whole caption (so it fits its line), numbered, with the player's
  /// controls after it.
  public func stepDemo(
    through steps: [DemoStep], sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard let last = steps.last else { return }
    await stepDemo(until: last.caption, atMost: steps.count, sourceLocation: sourceLocation) {
      number in
      let line = " ▶ \(number)/\(steps.count) \(steps[number - 1].caption)  (Space pauses · → steps)"
      #expect(lines.contains(line), sourceLocation: sourceLocation)
    }
  }
}

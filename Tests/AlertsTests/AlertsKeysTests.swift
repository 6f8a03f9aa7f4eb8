import AlertsChapter
import ChapterTestSupport
import Composable
import TerminalUI
import TestTags
import Testing

/// The keys of the alerts app as a learner meets them: a demo step whose own command is an
/// arrow, and `--help`, which lists the app's keys beside the built-in ones.
@MainActor
@Suite("The alerts app's keys", .tags(.alerts, .endToEnd), .timeLimit(.minutes(1)))
struct AlertsKeysTests {
  @Test("a step whose command is → moves the focus and is shown, not taken as the player's → key")
  func rightArrowStepIsShown() {
    let app = AlertsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let terminal = VirtualTerminal(columns: 80, rows: 24)
    app.startDemo(on: terminal)

    for _ in 0..<6 { terminal.press(.right) }

    #expect(terminal.lines.contains { $0.contains(" 6/") && $0.contains("→ moves the focus: no action is sent.") })
    #expect(terminal.text.contains("▶ Cancel ◀"))  // the alert's focus moved from Pay to Cancel
    terminal.press(.right)
    #expect(terminal.lines.contains { $0.contains(" 7/") && $0.contains("Esc taps Cancel") })
    #expect(terminal.lines.last?.hasPrefix("Space pause  → next step") == true)
  }

  @Test("--help lists the app's own keys: the arrows, a shortcut, a shortcut of every row")
  func helpListsTheAppsKeys() async throws {
    let run = try await BuiltExecutable(named: "alerts").run(["--help"])
    #expect(run.exitCode == 0)
    let lines = run.output.components(separatedBy: "\n")
    #expect(lines.contains { $0.hasPrefix("  ↑ ↓ ← →") && $0.hasSuffix("move the focus up, down, along the row") })
    #expect(lines.contains { $0.hasPrefix("  c ") && $0.hasSuffix("press Go to Cart") })
    #expect(lines.contains { $0.hasPrefix("  + ") && $0.hasSuffix("press Add to Cart in the focused row") })
  }
}

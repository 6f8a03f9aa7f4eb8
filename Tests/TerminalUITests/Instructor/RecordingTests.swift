import Composable
import Foundation
import TestTags
import Testing

@testable import TerminalUI

/// Recording: what an instructor plays is kept as a script (`--record FILE`, or `S`), and the
/// script replays to the same state and the same frame.
@MainActor
@Suite("Recording a session", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct RecordingTests {
  private let size = TerminalSize(columns: 80, rows: 24)

  /// Replays `script` on a fresh counter app and returns it.
  private func replay(_ script: String) async -> (
    TerminalApp<TestCounter.State, TestCounter.Action>, Int32
  ) {
    let app = makeCounterApp()
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let code = await app.runScript(lines, size: size, output: { _ in }, errorOutput: { _ in })
    return (app, code)
  }

  @Test(
    "the recorded script names commands, groups typing, waits for ended effects, and replays to the same frame and state"
  )
  func recordAndReplay() async {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
    app.start(on: terminal)
    terminal.press(.character("+"), .character("+"), .character("d"))
    await app.finishEffects()
    await app.letEffectsRun()
    // The shortcuts left the focus on +, the first button: six Tabs reach the name field.
    terminal.press(.character("l"), .tab, .tab, .tab, .tab, .tab, .tab)
    terminal.type("Ada")
    terminal.press(
      .enter, .character("-"), .character("<"), .character("<"), .enter, .character("+"))
    terminal.press(.character("z"))  // does nothing: not recorded

    let script = app.recording.script
    let commands = script.split(separator: "\n").filter { !$0.hasPrefix("##") }
    #expect(
      commands == [
        "+", "+", "d", "wait", "log", "tab", "tab", "tab", "tab", "tab", "tab", "type Ada",
        "enter", "-", "back", "back", "continue", "+",
      ])
    #expect(script.hasPrefix("## app: a session recorded "))

    let (replayed, code) = await replay(script)
    #expect(code == 0)
    #expect(replayed.store.state == app.store.state)
    // Continuing from step 6 (the name's second letter) dropped its third and the decrement.
    #expect(replayed.store.state == TestCounter.State(count: 5, name: "Ad"))
    #expect(replayed.frame(size: size).map(\.plainText) == app.frame(size: size).map(\.plainText))
  }

  @Test("a session started in the presenter view (--present) records it first, so its replay toggles the same way")
  func recordingStartedPresenting() async throws {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 200, rows: size.rows)
    app.start(on: terminal)
    app.startPresenting()
    terminal.press(.character("+"), .character("P"), .character("+"))

    #expect(app.recording.script.hasSuffix("present\n+\npresent\n+\n"))
    let (replayed, code) = await replay(app.recording.script)
    #expect(code == 0)
    #expect(replayed.frame(size: size).map(\.plainText) == app.frame(size: size).map(\.plainText))
  }

  @Test("record(to:) writes the file after every command; the file replays")
  func recordToFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminalui-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("counter.session").path

    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 200, rows: size.rows)
    app.start(on: terminal)
    app.record(to: path)
    #expect(terminal.text.contains("recording to \(path) (0 commands so far)"))
    terminal.press(.character("+"), .character("+"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("\n+\n+\n"))
    terminal.press(.character("P"))
    terminal.press(.character("q"))
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.hasSuffix("\n+\n+\npresent\n"), "q is not recorded")

    let (replayed, code) = await replay(saved)
    #expect(code == 0)
    #expect(replayed.store.state.count == 2)
    #expect(replayed.frame(size: size).map(\.plainText) == app.frame(size: size).map(\.plainText))
  }

  @Test("S saves the session to a file named after the program, and says where")
  func saveKey() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminalui-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 200, rows: 24)
    app.start(on: terminal)
    app.recording.folder = folder.path
    terminal.press(.character("+"), .character("S"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let file = try #require(files.first)
    #expect(files.count == 1)
    #expect(file.hasPrefix("app-") && file.hasSuffix(".session"))
    let path = folder.appendingPathComponent(file).path
    #expect(
      terminal.text.contains(
        "recording to \(path) (1 command so far): replay it with --script or --demo --script"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("\n+\n"))
  }

  @Test("S makes the session folder when it is missing; on exit the app says where the file is and how to replay it")
  func saveIntoNewFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminalui-sessions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: 200, rows: 24)
    app.start(on: terminal)
    #expect(app.recording.savedMessage == nil, "nothing saved, nothing to say")
    app.recording.folder = root.appendingPathComponent("Sessions").path
    terminal.press(.character("+"), .character("S"), .character("+"))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sessions").path)
    let file = try #require(files.first)
    let path = root.appendingPathComponent("Sessions").appendingPathComponent(file).path
    #expect(
      app.recording.savedMessage
        == "The session (2 commands) is saved in \(path)\n"
        + "Replay it with: app --script \(path)   (or --demo --script \(path), after adding # captions)")
  }

  @Test("a script's # captions make a walk-through; ## comments and wait are left out")
  func captions() {
    let steps = DemoStep.steps(fromScript: [
      "## recorded by counter", "increment", "# Plus adds one.", "increment", "wait", "increment",
      "# A caption alone.", "# Typing a name.", "n", "type Ada", "", "# The end.",
    ])
    #expect(
      steps == [
        DemoStep("increment", command: "increment"),
        DemoStep("Plus adds one.", command: "increment"),
        DemoStep("Plus adds one.", command: "increment"),
        DemoStep("A caption alone."),
        DemoStep("Typing a name.", command: "n"),
        DemoStep("Typing a name.", command: "type Ada"),
        DemoStep("The end."),
      ])
  }

  @Test("--demo --script plays the script's steps with their captions")
  func demoOfAScript() {
    let app = makeCounterApp()
    let terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
    app.startDemo(on: terminal, script: ["# Two taps.", "+", "+", "# The log.", "log"])
    #expect(terminal.text.contains("Demo of 3 steps"))
    app.advanceDemo()
    #expect(terminal.text.contains("1/3 Two taps."))
    app.advanceDemo()
    app.advanceDemo()
    #expect(terminal.text.contains("3/3 The log."))
    #expect(app.store.state.count == 2)
    #expect(app.isLogVisible)
  }
}

/// Recording an app whose effect keeps running: the time a timer ticked becomes `wait 2.5s`.
@MainActor
@Suite("Recording a running timer", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct RecordingTimerTests {
  @Test("actions from a timer still running become a timed wait; from ended effects, a plain wait")
  func timedWait() async throws {
    let clock = TestClock()
    let app = makeTickerApp(clock: clock)
    let terminal = VirtualTerminal(columns: 60, rows: 20)
    app.start(on: terminal)
    terminal.press(.character("t"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(2))
    terminal.press(.character("t"), .character("a"))
    await app.letEffectsRun()
    await clock.advance(by: .seconds(1))
    await app.finishEffects()
    await app.letEffectsRun()
    terminal.press(.character("+"))

    let commands = app.recording.script.split(separator: "\n").filter { !$0.hasPrefix("##") }
    #expect(commands.count == 6)
    #expect(commands[0] == "t")
    let timed = try #require(commands[1].wholeMatch(of: /wait (\d+)\.(\d)s/))
    #expect(Int(timed.1)! * 10 + Int(timed.2)! >= 1)
    #expect(Array(commands[2...]) == ["t", "a", "wait", "+"])
  }
}

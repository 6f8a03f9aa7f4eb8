import Foundation
import TestTags
import Testing
import TerminalUI

/// The sample counter (`TerminalUISample`) run as a real process on a pseudo-terminal: keys in,
/// screen out, and the terminal restored exactly however it ends. Each test opens a
/// pseudo-terminal and starts a process of its own, so the tests run side by side: one after
/// the other they were the last seconds of `swift test`, each waiting for its process to start.
@MainActor
@Suite(
  "End to end through a pseudo-terminal", .tags(.terminalUI, .endToEnd), .timeLimit(.minutes(1)))
struct PseudoTerminalEndToEndTests {
  private let sample = buildProductsDirectory().appendingPathComponent("TerminalUISample").path
  private let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]

  private func launch(
    _ pty: PseudoTerminal, arguments: [String] = [], environment extra: [String] = []
  ) throws -> ChildProcess {
    try #require(
      FileManager.default.isExecutableFile(atPath: sample),
      "TerminalUISample is not built next to the tests (\(sample)): it must be a dependency of TerminalUITests")
    return try #require(
      ChildProcess(
        executable: sample, arguments: arguments, terminalPath: pty.slavePath,
        environment: environment + extra))
  }

  @Test("--record saves a session played on the terminal; --script replays it to the same state")
  func recordThenReplay() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminalui-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = folder.appendingPathComponent("class.session").path
    let pty = try #require(PseudoTerminal(columns: 100, rows: 24))
    defer { pty.close() }
    let screen = VirtualTerminal(columns: 100, rows: 24)
    let child = try launch(pty, arguments: ["--record", session])

    #expect(await pty.read(into: screen) { screen.text.contains("recording to \(session)") })
    pty.send("++")
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 2") })
    pty.send("d")  // an effect: the recording waits for it before the next command
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 4") })
    pty.send("-l")
    #expect(await pty.read(into: screen) { screen.text.contains("Action log · 5 actions") })
    // Back to the tap on Double, while its effect was surely running and had sent nothing, then
    // continue from there: the effect starts again and doubles 2 once more. (Step 4, the doubled
    // count, would race: whether the effect had ended by then is a matter of microseconds, and one
    // that had not is restarted from its beginning.)
    pty.send("<<")
    #expect(await pty.read(into: screen) { screen.text.contains("step 3 of 5 · viewing the past") })
    pty.send("\r")
    #expect(await pty.read(into: screen) {
      screen.text.contains("Count: 4") && screen.text.contains("Action log · 4 actions")
    })
    pty.send("+")
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 5") })
    #expect(screen.text.contains("Action log · 5 actions"))
    pty.send("q")
    #expect(await child.waitForExit() == 0)

    // Whether the doubling's effect had ended when the next key arrived (`wait`) or was still
    // finishing (`wait 0.1s`) is a matter of microseconds in a real process: either replays the
    // same, and the virtual terminal's tests pin each down.
    let script = try String(contentsOfFile: session, encoding: .utf8)
    let commands: [Substring] = script.split(separator: "\n").filter {
      !$0.hasPrefix("##") && !$0.hasPrefix("wait")
    }
    #expect(commands == ["+", "+", "d", "-", "log", "back", "back", "continue", "+"])
    let replay = try await runToEnd(
      URL(fileURLWithPath: sample), arguments: ["--script", session, "--size", "100x24"])
    #expect(replay.code == 0)
    let text = replay.output
    let lastFrame = try #require(text.components(separatedBy: ": tap +\n").last)
    #expect(lastFrame.contains("Count: 5"))
    #expect(lastFrame.contains("Action log · 5 actions"))
    #expect(lastFrame.contains("⟲ continued from step 3"))
  }

  @Test("keys drive the app, resizing redraws, Ctrl-C exits with 130 and restores the terminal")
  func controlC() async throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(original.echoesInput && original.isLineBuffered)
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)

    #expect(await pty.read(into: screen) { screen.text.contains("Count: 0") })
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    let running = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(!running.echoesInput && !running.isLineBuffered && !running.raisesSignals)

    pty.send("++")
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 2") })
    pty.send("d")  // doubled by an effect: the redraw comes from the store's observation
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 4") })
    // →, an escape sequence, moves the focus from - (where the shortcuts left it, as SwiftUI's
    // do) to +; Enter presses it.
    pty.send("\u{1B}[C\r")
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 5") })

    pty.resize(columns: 44, rows: 12)
    screen.resize(columns: 44, rows: 12)
    #expect(await pty.read(into: screen) { screen.lines[11].hasSuffix("? help  q quit") })
    #expect(screen.lines[1] == "  [ - ] Count: 5 ▶ + ◀")

    pty.send("\u{03}")
    #expect(await child.waitForExit() == 130)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("q exits with 0 and restores the terminal")
  func quitKey() async throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 0") })
    pty.send("q")
    #expect(await child.waitForExit() == 0)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("SIGTERM exits with 143 and restores the terminal")
  func terminate() async throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 0") })
    child.kill(SIGTERM)
    #expect(await child.waitForExit() == 143)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("a crash still restores the terminal before the process dies")
  func crash() async throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty, environment: ["TERMINALUI_SAMPLE_CRASH=1", "SWIFT_BACKTRACE=enable=no"])
    #expect(await pty.read(into: screen) { screen.text.contains("Count: 0") })
    pty.send("!")
    let code = await child.waitForExit()
    #expect(code > 128, "the process should die of its crash signal, not exit normally")
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("a window too small shows the message and ignores keys; Ctrl-C still quits cleanly")
  func tooSmall() async throws {
    let pty = try #require(PseudoTerminal(columns: 30, rows: 6))
    defer { pty.close() }
    let screen = VirtualTerminal(columns: 30, rows: 6)
    let child = try launch(pty)
    #expect(await pty.read(into: screen) { screen.text.contains("have 30×6") })
    #expect(screen.text.contains("window too small: need 40×10"))
    // q is ignored while the learner cannot see the app; Ctrl-C is not, so the exit code is 130.
    pty.send("q\u{03}")
    #expect(await child.waitForExit() == 130)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
  }
}

import Foundation
import Testing
import TerminalUI

/// The sample counter (`TerminalUISample`) run as a real process on a pseudo-terminal: keys in,
/// screen out, and the terminal restored exactly however it ends.
@MainActor
@Suite("End to end through a pseudo-terminal", .serialized)
struct PseudoTerminalEndToEndTests {
  private let sample = buildProductsDirectory().appendingPathComponent("TerminalUISample").path
  private let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]

  private func launch(_ pty: PseudoTerminal, environment extra: [String] = []) throws -> ChildProcess {
    try #require(
      FileManager.default.isExecutableFile(atPath: sample),
      "TerminalUISample is not built next to the tests (\(sample)): it must be a dependency of TerminalUITests")
    return try #require(
      ChildProcess(executable: sample, terminalPath: pty.slavePath, environment: environment + extra))
  }

  @Test("keys drive the app, resizing redraws, Ctrl-C exits with 130 and restores the terminal")
  func controlC() throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(original.echoesInput && original.isLineBuffered)
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)

    #expect(pty.read(into: screen) { screen.text.contains("Count: 0") })
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    let running = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(!running.echoesInput && !running.isLineBuffered && !running.raisesSignals)

    pty.send("++")
    #expect(pty.read(into: screen) { screen.text.contains("Count: 2") })
    pty.send("d")  // doubled by an effect: the redraw comes from the store's observation
    #expect(pty.read(into: screen) { screen.text.contains("Count: 4") })
    pty.send("\u{1B}[A")  // ↑, an escape sequence
    #expect(pty.read(into: screen) { screen.text.contains("Count: 5") })

    pty.resize(columns: 44, rows: 12)
    screen.resize(columns: 44, rows: 12)
    #expect(pty.read(into: screen) { screen.lines[11].hasPrefix("+/↑ add one") })
    #expect(screen.lines[2] == "  Count: 5")

    pty.send("\u{03}")
    #expect(child.waitForExit() == 130)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("q exits with 0 and restores the terminal")
  func quitKey() throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)
    #expect(pty.read(into: screen) { screen.text.contains("Count: 0") })
    pty.send("q")
    #expect(child.waitForExit() == 0)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("SIGTERM exits with 143 and restores the terminal")
  func terminate() throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty)
    #expect(pty.read(into: screen) { screen.text.contains("Count: 0") })
    child.kill(SIGTERM)
    #expect(child.waitForExit() == 143)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("a crash still restores the terminal before the process dies")
  func crash() throws {
    let pty = try #require(PseudoTerminal(columns: 60, rows: 16))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let screen = VirtualTerminal(columns: 60, rows: 16)
    let child = try launch(pty, environment: ["TERMINALUI_SAMPLE_CRASH=1", "SWIFT_BACKTRACE=enable=no"])
    #expect(pty.read(into: screen) { screen.text.contains("Count: 0") })
    pty.send("!")
    let code = child.waitForExit()
    #expect(code > 128, "the process should die of its crash signal, not exit normally")
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("a window too small shows the message and ignores keys; Ctrl-C still quits cleanly")
  func tooSmall() throws {
    let pty = try #require(PseudoTerminal(columns: 30, rows: 6))
    defer { pty.close() }
    let screen = VirtualTerminal(columns: 30, rows: 6)
    let child = try launch(pty)
    #expect(pty.read(into: screen) { screen.text.contains("have 30×6") })
    #expect(screen.text.contains("window too small: need 40×10"))
    // q is ignored while the learner cannot see the app; Ctrl-C is not, so the exit code is 130.
    pty.send("q\u{03}")
    #expect(child.waitForExit() == 130)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
  }
}

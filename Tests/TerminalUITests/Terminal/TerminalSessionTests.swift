import Foundation
import TestTags
import Testing
import TerminalUI

@MainActor
@Suite(
  "Terminal control on a pseudo-terminal", .serialized,
  .tags(.terminalUI, .endToEnd), .timeLimit(.minutes(1)))
struct TerminalSessionTests {
  @Test("raw and cbreak modes change the settings; restore puts them back")
  func modes() throws {
    let pty = try #require(PseudoTerminal(columns: 40, rows: 10))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let session = try #require(TerminalSession(input: pty.slave, output: pty.slave))
    #expect(session.size == TerminalSize(columns: 40, rows: 10))
    session.enter(.raw)
    let raw = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(!raw.echoesInput && !raw.isLineBuffered && !raw.raisesSignals)
    session.setInputMode(.cbreak)
    let cbreak = try #require(TerminalAttributes.read(from: pty.slave))
    #expect(!cbreak.echoesInput && !cbreak.isLineBuffered && cbreak.raisesSignals)
    session.restore()
    session.restore()
    #expect(TerminalAttributes.read(from: pty.slave) == original)
    let screen = VirtualTerminal(columns: 40, rows: 10)
    pty.drain(into: screen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(screen.wrapsLines)
  }

  @Test("a thrown error still restores the terminal")
  func thrownError() async throws {
    struct Failure: Error {}
    let pty = try #require(PseudoTerminal(columns: 40, rows: 10))
    defer { pty.close() }
    let original = try #require(TerminalAttributes.read(from: pty.slave))
    let session = try #require(TerminalSession(input: pty.slave, output: pty.slave))
    await #expect(throws: Failure.self) {
      try await session.withFullScreen {
        #expect(TerminalAttributes.read(from: pty.slave) != original)
        throw Failure()
      }
    }
    #expect(!session.isActive)
    #expect(TerminalAttributes.read(from: pty.slave) == original)
  }

  @Test("something that is not a terminal gets no session")
  func notATerminal() {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { _ = close($0) } }
    #expect(TerminalSession(input: descriptors[0], output: descriptors[1]) == nil)
    #expect(TerminalAttributes.read(from: descriptors[0]) == nil)
    #expect(TerminalSize.of(fileDescriptor: descriptors[1]) == nil)
  }
}

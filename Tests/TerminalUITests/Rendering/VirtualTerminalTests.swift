import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("Virtual terminal", .tags(.terminalUI))
struct VirtualTerminalTests {
  @Test("text, cursor moves and erasing")
  func basics() {
    let terminal = VirtualTerminal(columns: 10, rows: 3)
    terminal.write("hello\r\nworld")
    #expect(terminal.lines == ["hello", "world", ""])
    terminal.write("\u{1B}[1;3HXY\u{1B}[2;1H\u{1B}[K")
    #expect(terminal.lines == ["heXYo", "", ""])
    terminal.write("\u{1B}[2J")
    #expect(terminal.text == "")
  }

  @Test("wide characters take two cells and overwriting half of one blanks it")
  func wideCharacters() {
    let terminal = VirtualTerminal(columns: 10, rows: 1)
    terminal.write("日本")
    #expect(terminal.position(of: "本")?.column == 2)
    terminal.write("\u{1B}[1;2Hx")
    #expect(terminal.lines[0] == " x本")
  }

  @Test("a combining mark joins the character before it")
  func combining() {
    let terminal = VirtualTerminal(columns: 10, rows: 1)
    terminal.write("Cafe\u{301}!")
    #expect(terminal.lines[0] == "Cafe\u{301}!")
    #expect(terminal.position(of: "!")?.column == 4)
  }

  @Test("output split anywhere, even inside a sequence or a character, is understood")
  func splitOutput() {
    let terminal = VirtualTerminal(columns: 10, rows: 2)
    let bytes = Array("\u{1B}[2;3H日\u{1B}[1mB".utf8)
    for byte in bytes { terminal.feed([byte]) }
    #expect(terminal.lines == ["", "  日B"])
    #expect(terminal.style(row: 1, column: 4) == .bold)
    #expect(terminal.bytesReceived == bytes.count)
  }

  @Test("alternate screen, cursor visibility and line wrap modes")
  func modes() {
    let terminal = VirtualTerminal(columns: 10, rows: 2)
    terminal.write("shell")
    terminal.write(ControlSequence.enterFullScreen)
    #expect(terminal.isAlternateScreen)
    #expect(!terminal.isCursorVisible)
    #expect(!terminal.wrapsLines)
    #expect(terminal.text == "")
    terminal.write("\u{1B}[Hfull screen app")
    // Without line wrap, text at the right edge overwrites the last column.
    #expect(terminal.lines[0] == "full screp")
    terminal.write(ControlSequence.leaveFullScreen)
    #expect(!terminal.isAlternateScreen)
    #expect(terminal.isCursorVisible)
    #expect(terminal.lines[0] == "shell")
  }

  @Test("text wraps and scrolls when line wrap is on")
  func wrapping() {
    let terminal = VirtualTerminal(columns: 4, rows: 2)
    terminal.write("abcdefghij")
    #expect(terminal.lines == ["efgh", "ij"])
  }

  @Test("ASCII beside wide characters and marks wraps as one character at a time would")
  func mixedTextWraps() {
    let terminal = VirtualTerminal(columns: 5, rows: 3)
    // 日 takes columns 2 and 3, so `d` wraps; the accent joins the `e` before it, in one cell.
    terminal.write("ab日cde\u{301}fgh")
    #expect(terminal.lines == ["ab日c", "de\u{301}fgh", ""])
    #expect(terminal.position(of: "f")?.column == 2)
  }

  @Test("without line wrap, ASCII and wide characters overwrite the last columns")
  func mixedTextWithoutWrap() {
    let terminal = VirtualTerminal(columns: 5, rows: 1)
    terminal.write("\u{1B}[?7labcdef日")
    // `f` overwrote `e` in the last column; 日 then stepped back to fit in the last two.
    #expect(terminal.lines == ["abc日"])
  }

  @Test("trailing blanks leave a row after any character, ASCII or not")
  func trailingBlanks() {
    let terminal = VirtualTerminal(columns: 8, rows: 2)
    terminal.write("é   x\r\nab日  y")
    terminal.write("\u{1B}[1;5H\u{1B}[K\u{1B}[2;6H\u{1B}[K")
    #expect(terminal.lines == ["é", "ab日"])
  }

  @Test("a parameter left out, signed, too large or not a number reads as a number would")
  func controlSequenceParameters() {
    let terminal = VirtualTerminal(columns: 10, rows: 3)
    // +2 and +4 are numbers; an empty row is the default, 1; so is one too large for an Int, and
    // 3:1, which is no number.
    terminal.write("\u{1B}[+2;+4HA\u{1B}[;6HB\u{1B}[99999999999999999999;2HC\u{1B}[3:1;8HD")
    #expect(terminal.lines == [" C   B D", "   A", ""])
  }

  @Test("keys and resizes reach the app running on it")
  func input() {
    let terminal = VirtualTerminal(columns: 10, rows: 2)
    var keys: [Key] = []
    var sizes: [TerminalSize] = []
    terminal.onKey = { keys.append($0) }
    terminal.onResize = { sizes.append($0) }
    terminal.press(.up, .enter)
    terminal.type("hi")
    terminal.resize(columns: 5, rows: 1)
    #expect(keys == [.up, .enter, .character("h"), .character("i")])
    #expect(sizes == [TerminalSize(columns: 5, rows: 1)])
    #expect(terminal.size == TerminalSize(columns: 5, rows: 1))
  }

  @Test("typed text reaches an app that takes batches as one batch, and others a key at a time")
  func typedBatch() {
    let terminal = VirtualTerminal(columns: 10, rows: 2)
    var keys: [Key] = []
    terminal.onKey = { keys.append($0) }
    terminal.type("ab")
    #expect(keys == [.character("a"), .character("b")])
    var batches: [[Key]] = []
    terminal.onKeys = { batches.append($0) }
    terminal.type("cd")
    #expect(batches == [[.character("c"), .character("d")]])
    #expect(keys.count == 2, "a batch does not also go key by key")
  }

  @Test("shrinking keeps what fits and blanks a cut wide character")
  func shrinking() {
    let terminal = VirtualTerminal(columns: 10, rows: 3)
    terminal.write("ab日\r\nline two\r\nthree")
    terminal.resize(columns: 3, rows: 2)
    #expect(terminal.lines == ["ab", "lin"])
  }

  @Test("window titles and unknown sequences leave no trace")
  func ignoredSequences() {
    let terminal = VirtualTerminal(columns: 10, rows: 1)
    terminal.write("\u{1B}]0;title\u{07}a\u{1B}[?2026hb\u{1B}[5nc\u{1B}(Bd")
    #expect(terminal.lines[0] == "abcd")
  }
}

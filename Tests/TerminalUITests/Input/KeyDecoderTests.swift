import TestTags
import Testing
import TerminalUI

@Suite("Key decoding from raw bytes", .tags(.terminalUI))
struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test("printable ASCII and UTF-8 characters")
  func printable() {
    #expect(keys(Array("aZ9 +".utf8)) == [.character("a"), .character("Z"), .character("9"), .space, .character("+")])
    #expect(keys(Array("é日🙂".utf8)) == [.character("é"), .character("日"), .character("🙂")])
  }

  @Test(
    "control keys",
    arguments: [
      ([0x0D], Key.enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
      ([0x03], .ctrlC), ([0x01], .control("a")), ([0x1A], .control("z")),
    ] as [([UInt8], Key)])
  func controlKeys(bytes: [UInt8], key: Key) {
    #expect(keys(bytes) == [key])
  }

  @Test(
    "escape sequences for cursor and editing keys",
    arguments: [
      ("[A", Key.up), ("[B", .down), ("[C", .right), ("[D", .left), ("OA", .up), ("OD", .left),
      ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end), ("[1~", .home), ("[4~", .end),
      ("[7~", .home), ("[8~", .end), ("[5~", .pageUp), ("[6~", .pageDown), ("[3~", .delete),
      ("[Z", .shiftTab), ("[1;5A", .up), ("[1;2D", .left),
    ])
  func escapeSequences(sequence: String, key: Key) {
    #expect(keys([0x1B] + Array(sequence.utf8)) == [key])
  }

  @Test("unknown escape sequences are dropped whole, keys around them survive")
  func unknownSequences() {
    let f5 = Array("\u{1B}[15~".utf8)
    let mouse = Array("\u{1B}[<0;12;5M".utf8)
    let f1 = Array("\u{1B}OP".utf8)
    #expect(keys(Array("a".utf8) + f5 + mouse + f1 + Array("b".utf8)) == [.character("a"), .character("b")])
  }

  @Test("a sequence split across reads is completed by the next read")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.decode(Array("5".utf8)) == [])
    #expect(decoder.decode(Array("~x".utf8)) == [.pageUp, .character("x")])
    #expect(!decoder.hasPendingInput)
  }

  @Test("a sequence longer than any key is dropped whole, however it is split, and is not kept waiting")
  func overlongSequence() {
    // Found by the keys fuzz target scaled up: the decoder kept junk after ESC [ until a final
    // byte came, and searched all of it again at every read (40 KB a byte at a time: seconds).
    let bytes = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "0"), count: 10_000)
      + Array("Ax".utf8)
    #expect(keys(bytes) == [.character("x")])
    var decoder = KeyDecoder()
    var decoded: [Key] = []
    for byte in bytes.dropLast(2) {
      decoded += decoder.decode([byte])
    }
    #expect(decoded.isEmpty && !decoder.hasPendingInput)
    #expect(decoder.decode(Array("Ax".utf8)) == [.character("x")])
  }

  @Test("a UTF-8 character split across reads is completed by the next read")
  func splitCharacter() {
    var decoder = KeyDecoder()
    let bytes = Array("日".utf8)
    #expect(decoder.decode(bytes.prefix(1)) == [])
    #expect(decoder.decode(bytes.dropFirst().prefix(1)) == [])
    #expect(decoder.decode(bytes.suffix(1)) == [.character("日")])
  }

  @Test("a lone Esc waits, then becomes Esc when the caller's timeout resolves it")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.resolvePending() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.resolvePending() == [])
  }

  @Test("an unfinished sequence at the timeout is dropped, not typed")
  func unfinishedSequenceAtTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.resolvePending() == [])
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
  }

  @Test("Esc followed by another key, and two Escs in a row")
  func escapeThenKey() {
    #expect(keys([0x1B, 0x1B]) == [.escape])
    #expect(keys([0x1B, UInt8(ascii: "x")]) == [.escape, .character("x")])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
  }

  @Test("invalid bytes are skipped")
  func invalidBytes() {
    #expect(keys([0xFF, 0x80, UInt8(ascii: "a"), 0x00, 0x1C]) == [.character("a")])
    #expect(keys([0xC3, UInt8(ascii: "a")]) == [.character("a")])
  }
}

@Suite("Key names", .tags(.terminalUI))
struct KeyNameTests {
  @Test("script names round-trip")
  func roundTrip() {
    let all: [Key] = [
      .character("a"), .space, .enter, .escape, .tab, .shiftTab, .backspace, .delete, .up, .down,
      .left, .right, .home, .end, .pageUp, .pageDown, .ctrlC, .character("+"), .character("日"),
    ]
    for key in all { #expect(Key(name: key.name) == key, "\(key.name)") }
  }

  @Test("aliases and unknown names")
  func aliases() {
    #expect(Key(name: "Return") == .enter)
    #expect(Key(name: "PgDn") == .pageDown)
    #expect(Key(name: "^C") == .ctrlC)
    #expect(Key(name: "ctrl+x") == .control("x"))
    #expect(Key(name: "increment") == nil)
    #expect(Key(name: "ctrl-1") == nil)
  }

  @Test("labels for footers")
  func labels() {
    #expect(Key.up.label == "↑")
    #expect(Key.ctrlC.label == "^C")
    #expect(Key.space.label == "Space")
  }
}

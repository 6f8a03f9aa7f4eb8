import TestTags
import Testing
import TerminalUI

@Suite("Display width of Unicode text", .tags(.terminalUI))
struct DisplayWidthTests {
  @Test(
    "columns per character",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("🙂", 2),
      ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("\u{301}", 0), ("\u{200B}", 0), ("…", 1),
    ] as [(Character, Int)])
  func characterWidth(character: Character, width: Int) {
    #expect(character.displayWidth == width)
  }

  @Test("strings add up their characters")
  func stringWidth() {
    #expect("Hello".displayWidth == 5)
    #expect("カート 🛒".displayWidth == 9)
    #expect("Cafe\u{301}".displayWidth == 4)
  }

  @Test("a character repeated counts each time, and a substring as its text")
  func repeatedCharacters() {
    #expect("───••日日".displayWidth == 3 + 2 + 4)
    #expect("e\u{301}e\u{301}e".displayWidth == 3)
    #expect("ab\u{7F}".displayWidth == 2)
    #expect("[日本]".dropFirst().displayWidth == 5)
  }
}

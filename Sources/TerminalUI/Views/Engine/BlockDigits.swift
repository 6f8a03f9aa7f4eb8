/// Large block characters for numbers, five rows tall: how `.font(.largeTitle)` draws digits,
/// so a counter reads from the back of a classroom.
enum BlockDigits {
  /// The five rows of `text` in block characters, one column between characters; nil when it
  /// holds a character other than a digit or a minus.
  static func rows(_ text: String) -> [String]? {
    let shapes = text.compactMap { glyphs[$0] }
    guard !shapes.isEmpty, shapes.count == text.count else { return nil }
    return (0..<5).map { row in shapes.map { $0[row] }.joined(separator: " ") }
  }

  /// Each character's glyph: five rows of three columns.
  private static let glyphs: [Character: [String]] = [
    "0": ["███", "█ █", "█ █", "█ █", "███"],
    "1": [" █ ", "██ ", " █ ", " █ ", "███"],
    "2": ["███", "  █", "███", "█  ", "███"],
    "3": ["███", "  █", " ██", "  █", "███"],
    "4": ["█ █", "█ █", "███", "  █", "  █"],
    "5": ["███", "█  ", "███", "  █", "███"],
    "6": ["███", "█  ", "███", "█ █", "███"],
    "7": ["███", "  █", "  █", "  █", "  █"],
    "8": ["███", "█ █", "███", "█ █", "███"],
    "9": ["███", "█ █", "███", "  █", "███"],
    "-": ["   ", "   ", "███", "   ", "   "],
  ]
}

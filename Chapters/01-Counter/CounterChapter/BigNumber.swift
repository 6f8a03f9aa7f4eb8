import TerminalUI

/// A whole number drawn in large block type, five rows tall, so the counter reads from the back
/// of a classroom.
public struct BigNumber {
  /// How many rows the large type takes.
  public static let height = 5

  /// The number drawn.
  public var value: Int

  /// Large type for `value`.
  public init(_ value: Int) {
    self.value = value
  }

  /// How many columns the large type takes: three per character and one between characters.
  public var width: Int {
    let count = String(value).count
    return count * 3 + (count - 1)
  }

  /// The five rows of the number, each exactly `width` columns wide.
  public var rows: [String] {
    let glyphs = String(value).compactMap { BigNumber.glyphs[$0] }
    return (0..<BigNumber.height).map { row in
      glyphs.map { $0[row] }.joined(separator: " ")
    }
  }

  /// The glyph of each character a whole number is written with: five rows of three columns.
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

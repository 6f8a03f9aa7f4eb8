extension Character {
  /// The number of terminal columns the character takes: 2 for wide East Asian characters and
  /// emoji, 0 for control characters and lone combining marks, 1 otherwise.
  public var displayWidth: Int {
    if let ascii = asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isTerminalControl { return 0 }
    if isZeroWidth { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    if first.properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
    if first.isEastAsianWide { return 2 }
    return 1
  }

  /// Whether every scalar of the character takes no column (a lone combining mark, a joiner).
  private var isZeroWidth: Bool {
    for scalar in unicodeScalars where !scalar.isZeroWidth { return false }
    return true
  }
}

extension StringProtocol {
  /// The number of terminal columns the text takes (see `Character.displayWidth`). Printable
  /// ASCII, most of what a frame holds, is one column a byte and needs no Unicode lookup.
  public var displayWidth: Int {
    String(self).columns
  }
}

extension String {
  /// Whether every character is printable ASCII, a space to `~`: one column a byte.
  var isPrintableASCII: Bool {
    hasOnlyBytes(from: 0x20, through: 0x7E)
  }

  /// Whether every UTF-8 byte of the text lies in `lowest...highest`, read through a pointer:
  /// a debug build runs this loop several times faster than a `for` over `utf8`.
  func hasOnlyBytes(from lowest: UInt8, through highest: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      guard var byte = bytes.baseAddress else { return true }
      let end = byte + bytes.count
      while byte < end {
        if byte.pointee < lowest || byte.pointee > highest { return false }
        byte += 1
      }
      return true
    }
  }

  /// `displayWidth`, in plain loops over the string itself: these run in the debug builds of
  /// tests, where the generic algorithms of `StringProtocol` cost many times more. A character
  /// repeated (a rule of `─`, a row of `•`) is measured once.
  fileprivate var columns: Int {
    if isPrintableASCII { return utf8.count }
    var width = 0
    var previous: (character: Character, width: Int)?
    for character in self {
      if let previous, previous.character == character {
        width += previous.width
      } else {
        let characterWidth = character.displayWidth
        previous = (character, characterWidth)
        width += characterWidth
      }
    }
    return width
  }
}

extension Unicode.Scalar {
  /// Whether the scalar takes no column of its own: combining marks, joiners, format characters
  /// and variation selectors.
  var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return (0x1160...0x11FF).contains(value)  // Hangul medial vowels and final consonants
    }
  }

  /// Whether the scalar is East Asian Wide or Fullwidth (CJK, Hangul, kana, fullwidth forms).
  var isEastAsianWide: Bool {
    // The ranges are in ascending order: the first that starts above the scalar ends the search,
    // so the box-drawing and arrow characters of a frame look at two ranges, not all of them.
    for range in Unicode.Scalar.wideRanges {
      if value < range.lowerBound { return false }
      if value <= range.upperBound { return true }
    }
    return false
  }

  /// The wide ranges, in ascending order.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
    0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}

extension Line {
  /// The line broken into lines of at most `width` columns at spaces, keeping each word's style;
  /// runs of spaces become one and a word longer than the width is broken where it must be.
  public func wrapped(toWidth width: Int) -> [Line] {
    let width = max(1, width)
    if isItsOwnWrapping(inWidth: width) { return [self] }
    var lines: [Line] = []
    var current = StyledCharacters()
    for (word, spaceStyle) in words() {
      if current.isEmpty {
        current = word
      } else if current.width + 1 + word.width <= width {
        current.append(" ", style: spaceStyle)
        current.append(contentsOf: word)
      } else {
        lines.append(current.line)
        current = word
      }
      if current.width > width {
        var pieces = current.pieces(ofWidth: width)
        current = pieces.removeLast()
        lines += pieces.map(\.line)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current.line) }
    return lines
  }

  /// Whether wrapping gives the line back as it is, as it does most text: one run (or none)
  /// that fits, with no space at either end and no two side by side, which wrapping would drop
  /// or make one. (A character that is a space is a space byte, so looking at bytes is enough.)
  private func isItsOwnWrapping(inWidth width: Int) -> Bool {
    guard self.width <= width, spans.count <= 1 else { return false }
    guard let text = spans.first?.text.utf8 else { return true }
    let space = UInt8(ascii: " ")
    return text.first != space && text.last != space && !spans[0].text.hasTwoSpacesInARow
  }

  /// The line's words (runs of non-space characters), each keeping its characters' styles, with
  /// the style of the space before it (so an underlined link stays underlined between words).
  private func words() -> [(StyledCharacters, Style)] {
    var words: [(StyledCharacters, Style)] = []
    var current = StyledCharacters()
    var spaceStyle = Style.plain
    for span in spans {
      for character in span.text {
        if character == " " {
          if !current.isEmpty { words.append((current, spaceStyle)) }
          current = StyledCharacters()
          spaceStyle = span.style
        } else {
          current.append(character, style: span.style)
        }
      }
    }
    if !current.isEmpty { words.append((current, spaceStyle)) }
    return words
  }
}

/// Characters each with its own style: the working material of word wrapping.
private struct StyledCharacters {
  private var characters: [(Character, Style)] = []
  private(set) var width = 0

  var isEmpty: Bool { characters.isEmpty }

  mutating func append(_ character: Character, style: Style) {
    characters.append((character, style))
    width += character.displayWidth
  }

  mutating func append(contentsOf other: StyledCharacters) {
    characters += other.characters
    width += other.width
  }

  /// The characters cut into pieces that fit in `limit` columns (each at least one character),
  /// in one pass: after a piece's last `/` when it has one, so a path breaks between its folders
  /// and never inside its file name; else where the width runs out. Cutting one piece at a time
  /// copied the rest each time, so a 20,000-character word wrapped to 8 columns (found by the
  /// markdown fuzz target) took 15 seconds.
  func pieces(ofWidth limit: Int) -> [StyledCharacters] {
    var pieces: [StyledCharacters] = []
    var piece = StyledCharacters()
    for (character, style) in characters {
      if !piece.isEmpty && piece.width + character.displayWidth > limit {
        let (head, tail) = piece.splitAfterLastSlash()
        pieces.append(head)
        piece = tail
      }
      piece.append(character, style: style)
    }
    pieces.append(piece)
    return pieces
  }

  /// The characters up to and with the last `/`, and those after it; all of them and none when
  /// there is no `/` before the last character.
  private func splitAfterLastSlash() -> (StyledCharacters, StyledCharacters) {
    guard let slash = characters.dropLast().lastIndex(where: { $0.0 == "/" }) else { return (self, StyledCharacters()) }
    var head = StyledCharacters()
    var tail = StyledCharacters()
    for (index, (character, style)) in characters.enumerated() {
      if index <= slash { head.append(character, style: style) } else { tail.append(character, style: style) }
    }
    return (head, tail)
  }

  /// The characters as a line, neighbours of the same style sharing a span.
  var line: Line {
    var spans: [Span] = []
    var text = ""
    var style: Style?
    for (character, characterStyle) in characters {
      if let current = style, current != characterStyle {
        spans.append(Span(text, style: current))
        text = ""
      }
      style = characterStyle
      text.append(character)
    }
    if let style { spans.append(Span(text, style: style)) }
    return Line(spans: spans)
  }
}

extension String {
  /// Whether two space bytes stand side by side somewhere in the text.
  fileprivate var hasTwoSpacesInARow: Bool {
    var text = self
    return text.withUTF8 { bytes in
      var index = 1
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: " ") && bytes[index - 1] == UInt8(ascii: " ") { return true }
        index += 1
      }
      return false
    }
  }
}

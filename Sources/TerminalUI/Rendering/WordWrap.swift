extension Line {
  /// The line broken into lines of at most `width` columns at spaces, keeping each word's style;
  /// runs of spaces become one and a word longer than the width is broken where it must be.
  public func wrapped(toWidth width: Int) -> [Line] {
    let width = max(1, width)
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
      while current.width > width {
        let (head, tail) = current.split(atWidth: width)
        lines.append(head.line)
        current = tail
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current.line) }
    return lines
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

  /// The first characters that fit in `limit` columns (at least one), and the rest.
  func split(atWidth limit: Int) -> (StyledCharacters, StyledCharacters) {
    var head = StyledCharacters()
    var tail = StyledCharacters()
    for (character, style) in characters {
      if tail.isEmpty && (head.isEmpty || head.width + character.displayWidth <= limit) {
        head.append(character, style: style)
      } else {
        tail.append(character, style: style)
      }
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

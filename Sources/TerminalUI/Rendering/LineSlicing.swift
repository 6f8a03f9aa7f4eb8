extension Line {
  /// The part of the line between two columns (from 0, `end` not included); a wide character cut
  /// by either edge becomes a space, so the part is exactly as wide as asked when the line is.
  public func slice(fromColumn start: Int, toColumn end: Int) -> Line {
    var kept: [Span] = []
    var column = 0
    for span in spans {
      // A span well before the part, or wholly inside it short of its end, needs no look at its
      // characters (at an edge, a character of no width could go either way).
      if column + span.width < start {
        column += span.width
        continue
      }
      if column >= start && column + span.width < end {
        kept.append(span)
        column += span.width
        continue
      }
      var text = ""
      for character in span.text {
        let width = character.displayWidth
        let characterEnd = column + width
        if column >= start && characterEnd <= end {
          text.append(character)
        } else if column < end && characterEnd > start {
          text += String(repeating: " ", count: min(characterEnd, end) - max(column, start))
        }
        column = characterEnd
        if column >= end { break }
      }
      if !text.isEmpty { kept.append(Span(text, style: span.style)) }
      if column >= end { break }
    }
    return Line(spans: kept)
  }
}

extension Line {
  /// The part of the line between two columns (from 0, `end` not included); a wide character cut
  /// by either edge becomes a space, so the part is exactly as wide as asked when the line is.
  public func slice(fromColumn start: Int, toColumn end: Int) -> Line {
    var kept: [Span] = []
    var column = 0
    for span in spans {
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

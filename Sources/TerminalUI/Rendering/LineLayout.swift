extension Line {
  /// The line cut to at most `width` columns, ending in `…` when something was cut off.
  public func truncated(toWidth width: Int) -> Line {
    guard self.width > width else { return self }
    guard width > 0 else { return .empty }
    var result = clipped(toWidth: width - 1)
    result.append("…", style: result.spans.last?.style ?? spans.first?.style ?? .plain)
    return result
  }

  /// The line cut to at most `width` columns, without any mark; a wide character that would
  /// straddle the edge is left out.
  public func clipped(toWidth width: Int) -> Line {
    guard self.width > width else { return self }
    var remaining = max(0, width)
    var kept: [Span] = []
    for span in spans {
      guard remaining > 0 else { break }
      if span.width <= remaining {
        kept.append(span)
        remaining -= span.width
        continue
      }
      var text = ""
      for character in span.text {
        let characterWidth = character.displayWidth
        if characterWidth > remaining { break }
        text.append(character)
        remaining -= characterWidth
      }
      kept.append(Span(text, style: span.style))
      break
    }
    return Line(spans: kept)
  }

  /// The line filled with spaces on the right up to `width` columns (cut with `…` if longer).
  public func padded(toWidth width: Int, style: Style = .plain) -> Line {
    let fitted = truncated(toWidth: width)
    let gap = width - fitted.width
    return gap > 0 ? fitted + Line(.spaces(gap), style: style) : fitted
  }

  /// The line centred in `width` columns (cut with `…` if longer).
  public func centered(inWidth width: Int) -> Line {
    let fitted = truncated(toWidth: width)
    let gap = width - fitted.width
    guard gap > 1 else { return fitted }
    return Line(.spaces(gap / 2)) + fitted
  }

  /// The line with `count` spaces in front.
  public func indented(by count: Int) -> Line {
    count > 0 ? Line(.spaces(count)) + self : self
  }
}

extension String {
  /// `count` spaces, written at once: `String(repeating:count:)` appends them one at a time, and
  /// every frame pads its lines with them.
  static func spaces(_ count: Int) -> String {
    let count = Swift.max(0, count)
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(repeating: UInt8(ascii: " "))
      return count
    }
  }

  /// The text cut to at most `width` columns, ending in `…` when something was cut off.
  public func truncated(toWidth width: Int) -> String {
    Line(self).truncated(toWidth: width).plainText
  }

  /// The end of the text in at most `width` columns, starting with `…` when something was cut
  /// off: what a field shows of a value too long for it, its cursor at the end.
  public func keepingEnd(toWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    var kept = ""
    var used = 1  // the ellipsis
    for character in reversed() {
      used += character.displayWidth
      guard used <= width else { break }
      kept.insert(character, at: kept.startIndex)
    }
    return "…" + kept
  }
}

/// A block of lines changed line by line. Here rather than a `map` at each use in the view
/// engine: a closure the main actor hands to the standard library checks the actor at each call.
extension [Line] {
  /// Each line cut to at most `width` columns, ending in `…` when something was cut off.
  func truncated(toWidth width: Int) -> [Line] { map { $0.truncated(toWidth: width) } }

  /// Each line filled with spaces on the right up to `width` columns.
  func padded(toWidth width: Int) -> [Line] { map { $0.padded(toWidth: width) } }

  /// Each line with `count` spaces in front.
  func indented(by count: Int) -> [Line] { count > 0 ? map { $0.indented(by: count) } : self }
}

/// Lays a line of `customDump` text out in a width the way a dump or a diff would: a value that
/// does not fit opens its brackets onto lines of their own, one child per line, two spaces deeper,
/// so a nested action reads as its nesting:
///
/// ```
/// ProductListDomain.Action.product(
///   .element(
///     id: UUID(0),
///     action: .addToCart(.didTapPlusButton)
///   )
/// )
/// ```
///
/// Text without brackets that still does not fit (a long string) is cut into pieces, each on its
/// own line at the same indentation. Brackets inside string literals are text.
public enum DumpWrap {
  /// The lines of `text` (one line of a dump, its own indentation kept) at most `width` columns
  /// wide wherever the text allows it.
  public static func lines(_ text: String, width: Int) -> [String] {
    let indent = text.prefix { $0 == " " }.count
    return layout(String(text.dropFirst(indent)), indent: indent, width: max(8, width))
  }

  private static func layout(_ text: String, indent: Int, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    guard indent + text.displayWidth > width else { return [pad + text] }
    guard let group = outermostGroup(in: text) else {
      // A label and a value that opens a group (`count: Counter.State(` in a diff): the value
      // goes on its own line, deeper, rather than being cut inside a name.
      if let colon = labelEnd(in: text) {
        let label = String(text[..<colon]) + ":"
        let value = String(text[text.index(colon, offsetBy: 2)...])
        return [pad + label] + layout(value, indent: indent + 2, width: width)
      }
      return hardWrapped(text, indent: indent, width: width)
    }
    var lines = [pad + group.head]
    for (index, part) in group.parts.enumerated() {
      let comma = index == group.parts.count - 1 ? "" : ","
      lines += layout(part + comma, indent: indent + 2, width: width)
    }
    lines.append(pad + group.tail)
    return lines
  }

  /// The text split at its outermost bracket pair that closes last: everything up to the
  /// opening bracket, the children between the brackets (split at commas of that level), and the
  /// closing bracket with what follows it. Nil when no bracket pair holds anything.
  private static func outermostGroup(in text: String) -> (head: String, parts: [String], tail: String)? {
    let characters = Array(text)
    var inString = false
    var escaped = false
    var depth = 0
    var opening = 0
    var commas: [Int] = []
    var found: (opening: Int, closing: Int, commas: [Int])?
    for (index, character) in characters.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
      case "(", "[":
        if depth == 0 {
          opening = index
          commas = []
        }
        depth += 1
      case ")", "]":
        depth -= 1
        if depth == 0, index > opening + 1 { found = (opening, index, commas) }
        if depth < 0 { depth = 0 }
      case "," where depth == 1:
        commas.append(index)
      default:
        break
      }
    }
    guard let found else { return nil }
    var parts: [String] = []
    var from = found.opening + 1
    for comma in found.commas + [found.closing] {
      parts.append(String(String(characters[from..<comma]).trimmingSpaces))
      from = comma + 1
    }
    return (
      String(characters[...found.opening]), parts, String(characters[found.closing...])
    )
  }

  /// Where the label of `label: value` ends (its colon), outside string literals; nil when the
  /// text has no such label, or nothing after it.
  private static func labelEnd(in text: String) -> String.Index? {
    guard let range = text.range(of: ": "), range.lowerBound != text.startIndex,
      range.upperBound != text.endIndex
    else { return nil }
    if let quote = text.firstIndex(of: "\""), quote < range.lowerBound { return nil }
    return range.lowerBound
  }

  /// Text cut into pieces of at most `width - indent` columns, each at the indentation: after
  /// the last space or `/` that fits, so words and a path's file name stay whole; in the middle
  /// of a word only when a piece has neither.
  private static func hardWrapped(_ text: String, indent: Int, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let room = max(4, width - indent)
    var rest = Substring(text)
    var lines: [String] = []
    while rest.displayWidth > room {
      var end = rest.startIndex
      var used = 0
      var lastBreak: String.Index?
      while end < rest.endIndex, used + rest[end].displayWidth <= room {
        used += rest[end].displayWidth
        if rest[end] == " " || rest[end] == "/" { lastBreak = rest.index(after: end) }
        end = rest.index(after: end)
      }
      if end == rest.startIndex { end = rest.index(after: end) }
      let cut = lastBreak ?? end
      let piece = rest[..<cut]
      lines.append(pad + (piece.last == " " ? piece.dropLast() : piece))
      rest = rest[cut...]
    }
    if !rest.isEmpty || lines.isEmpty { lines.append(pad + rest) }
    return lines
  }
}

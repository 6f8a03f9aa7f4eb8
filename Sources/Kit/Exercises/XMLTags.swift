/// Reads XML as a stream of tags and text, enough for the JUnit reports `swift test` writes:
/// start tags with their attributes (values unescaped), end tags, text; declarations and
/// comments are skipped.
struct XMLTags {
  /// One piece of the document.
  enum Piece: Equatable {
    /// `<name a="1">`, or `<name a="1"/>` when `closes` is true.
    case start(name: String, attributes: [String: String], closes: Bool)
    /// `</name>`.
    case end(name: String)
    /// The text between tags, unescaped.
    case text(String)
  }

  /// The pieces of a document, or an error naming what is broken.
  static func pieces(of xml: String) throws(XMLTagsError) -> [Piece] {
    var pieces: [Piece] = []
    var rest = Substring(xml)
    while let open = rest.firstIndex(of: "<") {
      let text = rest[..<open]
      if !text.allSatisfy(\.isWhitespace) { pieces.append(.text(unescape(text))) }
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("?") || rest.hasPrefix("!") {
        let terminator = rest.hasPrefix("!--") ? "-->" : ">"
        guard let end = rest.firstRange(of: terminator) else {
          throw XMLTagsError("an unclosed <\(rest.prefix(12))")
        }
        rest = rest[end.upperBound...]
        continue
      }
      let (tag, after) = try readTag(rest)
      pieces.append(tag)
      rest = after
    }
    if !rest.allSatisfy(\.isWhitespace) { pieces.append(.text(unescape(rest))) }
    return pieces
  }

  /// Reads a tag from just after its `<` to its `>`, skipping `>` inside quoted values.
  private static func readTag(_ source: Substring) throws(XMLTagsError) -> (Piece, Substring) {
    var rest = source
    let isEnd = rest.hasPrefix("/")
    if isEnd { rest = rest.dropFirst() }
    let name = String(rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
    guard !name.isEmpty else { throw XMLTagsError("a tag without a name") }
    rest = rest.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
      rest = rest.drop(while: \.isWhitespace)
      if rest.hasPrefix(">") {
        let piece: Piece =
          isEnd ? .end(name: name) : .start(name: name, attributes: attributes, closes: false)
        return (piece, rest.dropFirst())
      }
      if rest.hasPrefix("/>") {
        return (.start(name: name, attributes: attributes, closes: true), rest.dropFirst(2))
      }
      let key = String(rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" })
      rest = rest.dropFirst(key.count).drop(while: \.isWhitespace)
      guard !key.isEmpty, rest.hasPrefix("=") else {
        throw XMLTagsError("a broken attribute in <\(name)>")
      }
      rest = rest.dropFirst().drop(while: \.isWhitespace)
      guard let quote = rest.first, quote == "\"" || quote == "'" else {
        throw XMLTagsError("an unquoted value in <\(name)>")
      }
      rest = rest.dropFirst()
      guard let close = rest.firstIndex(of: quote) else {
        throw XMLTagsError("an unclosed value in <\(name)>")
      }
      attributes[key] = unescape(rest[..<close])
      rest = rest[rest.index(after: close)...]
    }
  }

  /// The text with XML's entities replaced: `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#10;`
  /// and `&#x2212;`; an entity it does not know stays as it is.
  static func unescape(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
        result.append("&")
        rest = rest.dropFirst()
        continue
      }
      let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
      if let character = character(for: entity) {
        result.append(character)
      } else {
        result += rest[...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  private static func character(for entity: Substring) -> Character? {
    switch entity {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number: UInt32?
      if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
        number = UInt32(entity.dropFirst(2), radix: 16)
      } else if entity.hasPrefix("#") {
        number = UInt32(entity.dropFirst())
      } else {
        number = nil
      }
      return number.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}

/// XML the kit cannot read; the message says what is broken.
struct XMLTagsError: Error, Equatable {
  /// What is broken, e.g. `an unclosed value in <failure>`.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }
}

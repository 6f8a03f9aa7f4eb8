/// Turns Markdown's inline marks into styled text: `**bold**`, `*emphasis*`, `` `code` ``,
/// links and images; backslash escapes are honoured and unmatched marks stay as typed.
enum InlineMarkdown {
  /// The style of inline code and code blocks.
  static let codeStyle = Style(foreground: .cyan)

  /// The text with its marks turned into styles, on top of `base`.
  static func line(_ text: String, base: Style = .plain) -> Line {
    Line(spans: spans(Array(text), base: base))
  }

  private static func spans(_ characters: [Character], base: Style) -> [Span] {
    var spans: [Span] = []
    var plain = ""
    func flush() {
      if !plain.isEmpty { spans.append(Span(plain, style: base)) }
      plain = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuationMark {
        plain.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`", let (code, next) = codeSpan(characters, at: index) {
        flush()
        spans.append(Span(code, style: base.adding(codeStyle)))
        index = next
        continue
      }
      if character == "*" || character == "_" || character == "~",
        let (inner, style, next) = emphasis(characters, at: index)
      {
        flush()
        spans += self.spans(inner, base: base.adding(style))
        index = next
        continue
      }
      if character == "!" || character == "[", let (link, next) = link(characters, at: index, base: base) {
        flush()
        spans += link
        index = next
        continue
      }
      plain.append(character)
      index += 1
    }
    flush()
    return spans
  }

  /// A run of backticks, the code, and a closing run of the same length.
  private static func codeSpan(_ characters: [Character], at start: Int) -> (String, Int)? {
    let ticks = characters[start...].prefix { $0 == "`" }.count
    var index = start + ticks
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let run = characters[index...].prefix { $0 == "`" }.count
      if run == ticks {
        var code = String(characters[(start + ticks)..<index])
        if code.count > 2, code.first == " ", code.last == " " { code = String(code.dropFirst().dropLast()) }
        return (code, index + run)
      }
      index += run
    }
    return nil
  }

  /// `**strong**`, `__strong__`, `*em*`, `_em_` or `~~struck~~` (drawn dim): the inner text, the
  /// style and the index after the closing mark. `_` only counts at word boundaries, so
  /// `snake_case_names` stay as they are.
  private static func emphasis(_ characters: [Character], at start: Int) -> ([Character], Style, Int)? {
    let mark = characters[start]
    let run = characters[start...].prefix { $0 == mark }.count
    let length = mark == "~" ? 2 : min(run, 2)
    guard mark != "~" || run >= 2 else { return nil }
    let opening = start + length
    guard opening < characters.count, characters[opening] != " " else { return nil }
    if mark == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
      return nil
    }
    var index = opening + 1
    while index + length <= characters.count {
      let closes = characters[index..<(index + length)].allSatisfy { $0 == mark }
        && characters[index - 1] != " "
        && (index + length == characters.count || characters[index + length] != mark || length == 2)
      let boundaryOK = mark != "_" || index + length == characters.count
        || !(characters[index + length].isLetter || characters[index + length].isNumber)
      if closes && boundaryOK {
        let style: Style = mark == "~" ? .dim : (length == 2 ? .bold : .italic)
        return (Array(characters[opening..<index]), style, index + length)
      }
      if characters[index] == "`", let (_, next) = codeSpan(characters, at: index) {
        index = next
      } else {
        index += 1
      }
    }
    return nil
  }

  /// `[text](url)` (the text underlined, a web address after it dimmed) or `![alt](src)`.
  private static func link(_ characters: [Character], at start: Int, base: Style) -> ([Span], Int)? {
    let isImage = characters[start] == "!"
    let open = isImage ? start + 1 : start
    guard open < characters.count, characters[open] == "[",
      let close = characters[(open + 1)...].firstIndex(of: "]"),
      close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    let text = Array(characters[(open + 1)..<close])
    let target = String(characters[(close + 2)..<end]).split(separator: " ").first.map(String.init) ?? ""
    if isImage {
      return ([Span("[image: \(String(text))]", style: base.adding(.dim))], end + 1)
    }
    var spans = self.spans(text, base: base.adding(.underline))
    if target.hasPrefix("http") { spans.append(Span(" (\(target))", style: base.adding(.dim))) }
    return (spans, end + 1)
  }
}

extension Character {
  /// Whether a backslash before this character escapes it in Markdown.
  fileprivate var isPunctuationMark: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}

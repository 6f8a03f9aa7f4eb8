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
    var marks = MarkIndex(characters)
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
        let (inner, style, next) = emphasis(characters, at: index, marks: &marks)
      {
        flush()
        spans += self.spans(inner, base: base.adding(style))
        index = next
        continue
      }
      if character == "!" || character == "[", let (link, next) = link(characters, at: index, base: base, marks: &marks) {
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
  /// `snake_case_names` stay as they are. The search for the closing mark ends at the last one
  /// that could close, so a line of unmatched marks is not searched to its end once per mark.
  private static func emphasis(
    _ characters: [Character], at start: Int, marks: inout MarkIndex
  ) -> ([Character], Style, Int)? {
    let mark = characters[start]
    let run = characters[start...].prefix { $0 == mark }.count
    let length = mark == "~" ? 2 : min(run, 2)
    guard mark != "~" || run >= 2 else { return nil }
    let opening = start + length
    guard opening < characters.count, characters[opening] != " " else { return nil }
    if mark == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
      return nil
    }
    // The search starts at the opening itself, so a code span there (`` **`send`** ``) is
    // skipped whole; emphasis still holds at least one character.
    var index = opening
    let lastCloser = marks.lastCloser(mark: mark, length: length)
    while index <= lastCloser {
      if index > opening, canClose(characters, at: index, mark: mark, length: length) {
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

  /// Whether `length` marks at `index` close emphasis: not after a space, not followed by a
  /// third mark of a single one, and `_` not inside a word.
  fileprivate static func canClose(
    _ characters: [Character], at index: Int, mark: Character, length: Int
  ) -> Bool {
    guard index > 0, index + length <= characters.count,
      characters[index..<(index + length)].allSatisfy({ $0 == mark }), characters[index - 1] != " "
    else { return false }
    guard index + length < characters.count else { return true }
    let after = characters[index + length]
    return (after != mark || length == 2) && (mark != "_" || !(after.isLetter || after.isNumber))
  }

  /// `[text](url)` (the text underlined, a web address after it dimmed) or `![alt](src)`.
  private static func link(
    _ characters: [Character], at start: Int, base: Style, marks: inout MarkIndex
  ) -> ([Span], Int)? {
    let isImage = characters[start] == "!"
    let open = isImage ? start + 1 : start
    guard open < characters.count, characters[open] == "[",
      let close = marks.next("]", from: open + 1),
      close + 1 < characters.count, characters[close + 1] == "(",
      let end = marks.next(")", from: close + 2)
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

/// Where the marks of one text are, found once per text: the last place each emphasis can
/// close, and the next `]` or `)` from any place. Searching the text again from every opening
/// mark made a paragraph of unmatched `_a ` or `[` take quadratic time (40 KB: 13 seconds).
private struct MarkIndex {
  private let characters: [Character]
  private var lastClosers: [String: Int] = [:]
  private var nextIndices: [Character: [Int]] = [:]

  init(_ characters: [Character]) {
    self.characters = characters
  }

  /// The last index where `length` of `mark` can close emphasis; -1 when there is none.
  mutating func lastCloser(mark: Character, length: Int) -> Int {
    let key = "\(mark)\(length)"
    if let known = lastClosers[key] { return known }
    let last = characters.indices.reversed().first {
      InlineMarkdown.canClose(characters, at: $0, mark: mark, length: length)
    } ?? -1
    lastClosers[key] = last
    return last
  }

  /// The first index at or after `start` that holds `character`; nil when there is none.
  mutating func next(_ character: Character, from start: Int) -> Int? {
    let next: [Int]
    if let known = nextIndices[character] {
      next = known
    } else {
      // next[i]: the first index from i on that holds the character, or the end.
      var table = Array(repeating: characters.count, count: characters.count + 1)
      for index in characters.indices.reversed() {
        table[index] = characters[index] == character ? index : table[index + 1]
      }
      nextIndices[character] = table
      next = table
    }
    let found = next[min(start, characters.count)]
    return found < characters.count ? found : nil
  }
}

extension Character {
  /// Whether a backslash before this character escapes it in Markdown.
  fileprivate var isPunctuationMark: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}

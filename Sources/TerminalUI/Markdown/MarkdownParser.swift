/// Splits Markdown text into blocks: ATX headings, paragraphs, fenced code, block quotes,
/// bullet and numbered lists (nested by indentation), pipe tables and rules.
struct MarkdownParser {
  /// How deep quotes and lists nest; deeper, their marks are read as paragraph text. Each level
  /// parses its lines again, so without a limit a line of 20,000 `>` overflowed the stack and
  /// a list nested 3,000 deep took minutes.
  static let maximumNesting = 16

  private let lines: [Substring]
  private let nesting: Int
  private var index = 0

  /// A parser over the text's lines.
  init(_ text: String) {
    lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    nesting = 0
  }

  private init(lines: [Substring], nesting: Int) {
    self.lines = lines
    self.nesting = nesting
  }

  /// The document's blocks, in order.
  static func parse(_ text: String) -> [MarkdownBlock] {
    var parser = MarkdownParser(text)
    return parser.blocks()
  }

  /// The blocks of a quote's or a list item's lines, one level deeper than this parser.
  private func parse(nestedLines lines: [Substring]) -> [MarkdownBlock] {
    var parser = MarkdownParser(lines: lines, nesting: nesting + 1)
    return parser.blocks()
  }

  private var nestsFurther: Bool { nesting < Self.maximumNesting }

  private mutating func blocks() -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    while index < lines.count {
      let line = lines[index]
      if line.isBlank {
        index += 1
      } else if let fence = Self.fence(line) {
        blocks.append(code(fence: fence))
      } else if let heading = Self.heading(line) {
        blocks.append(heading)
        index += 1
      } else if Self.isRule(line) {
        blocks.append(.rule)
        index += 1
      } else if nestsFurther, Self.quoteContent(line) != nil {
        blocks.append(quote())
      } else if let table = table() {
        blocks.append(table)
      } else if nestsFurther, let item = Self.listItem(line) {
        blocks.append(list(first: item))
      } else {
        blocks.append(paragraph())
      }
    }
    return blocks
  }

  // MARK: - Code

  private static func fence(_ line: Substring) -> (marker: String, language: String?)? {
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count < 4 else { return nil }
    for marker in ["```", "~~~"] where trimmed.hasPrefix(marker) {
      let language = trimmed.drop { $0 == marker.first }.trimmingSpaces
      return (marker, language.isEmpty ? nil : String(language))
    }
    return nil
  }

  private mutating func code(fence: (marker: String, language: String?)) -> MarkdownBlock {
    index += 1
    var code: [String] = []
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.drop(while: { $0 == " " }).hasPrefix(fence.marker) { break }
      code.append(String(line))
    }
    return .code(language: fence.language, lines: code)
  }

  // MARK: - Headings, rules, quotes

  private static func heading(_ line: Substring) -> MarkdownBlock? {
    let trimmed = line.drop { $0 == " " }
    let hashes = trimmed.prefix { $0 == "#" }
    guard (1...6).contains(hashes.count) else { return nil }
    let rest = trimmed.dropFirst(hashes.count)
    guard rest.isEmpty || rest.first == " " else { return nil }
    var text = rest.trimmingSpaces
    while text.last == "#" { text = text.dropLast() }
    return .heading(level: hashes.count, text: String(text.trimmingSpaces))
  }

  private static func isRule(_ line: Substring) -> Bool {
    let characters = line.filter { $0 != " " }
    guard characters.count >= 3, let first = characters.first, "-*_".contains(first) else {
      return false
    }
    return characters.allSatisfy { $0 == first }
  }

  private static func quoteContent(_ line: Substring) -> Substring? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.first == ">" else { return nil }
    let rest = trimmed.dropFirst()
    return rest.first == " " ? rest.dropFirst() : rest
  }

  private mutating func quote() -> MarkdownBlock {
    var content: [Substring] = []
    while index < lines.count, let inner = Self.quoteContent(lines[index]) {
      content.append(inner)
      index += 1
    }
    return .quote(parse(nestedLines: content))
  }

  // MARK: - Tables

  private mutating func table() -> MarkdownBlock? {
    guard index + 1 < lines.count, lines[index].contains("|"),
      let alignments = Self.alignments(lines[index + 1])
    else { return nil }
    let header = Self.cells(lines[index])
    guard header.count == alignments.count else { return nil }
    index += 2
    var rows: [[String]] = []
    while index < lines.count, !lines[index].isBlank, lines[index].contains("|") {
      let cells = Self.cells(lines[index])
      rows.append(Array((cells + Array(repeating: "", count: header.count)).prefix(header.count)))
      index += 1
    }
    return .table(header: header, alignments: alignments, rows: rows)
  }

  private static func cells(_ line: Substring) -> [String] {
    var trimmed = line.trimmingSpaces
    if trimmed.first == "|" { trimmed = trimmed.dropFirst() }
    if trimmed.last == "|" && !trimmed.hasSuffix("\\|") { trimmed = trimmed.dropLast() }
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in trimmed {
      if escaped {
        if character != "|" { current.append("\\") }
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(String(current.trimmingSpaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    cells.append(String(current.trimmingSpaces))
    return cells
  }

  private static func alignments(_ line: Substring) -> [MarkdownBlock.Alignment]? {
    guard line.contains("-") else { return nil }
    var alignments: [MarkdownBlock.Alignment] = []
    for cell in cells(line) {
      guard !cell.isEmpty, cell.allSatisfy({ "-:".contains($0) }), cell.contains("-") else {
        return nil
      }
      switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
      case (true, true): alignments.append(.center)
      case (false, true): alignments.append(.right)
      default: alignments.append(.left)
      }
    }
    return alignments
  }

  // MARK: - Lists

  private struct ListItemStart {
    var indent: Int
    var ordered: Bool
    var number: Int
    var contentIndent: Int
    var text: Substring
  }

  private static func listItem(_ line: Substring) -> ListItemStart? {
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    if let marker = rest.first, "-*+".contains(marker), rest.dropFirst().first == " " {
      return ListItemStart(
        indent: indent, ordered: false, number: 1, contentIndent: indent + 2,
        text: rest.dropFirst(2).trimmingSpaces)
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
    let afterDigits = rest.dropFirst(digits.count)
    guard let delimiter = afterDigits.first, ".)".contains(delimiter),
      afterDigits.dropFirst().first == " "
    else { return nil }
    return ListItemStart(
      indent: indent, ordered: true, number: number, contentIndent: indent + digits.count + 2,
      text: afterDigits.dropFirst(2).trimmingSpaces)
  }

  private mutating func list(first: ListItemStart) -> MarkdownBlock {
    var items: [[MarkdownBlock]] = []
    var current: ListItemStart? = first
    index += 1
    while let item = current {
      var content: [Substring] = [item.text]
      current = nil
      while index < lines.count {
        let line = lines[index]
        let indent = line.prefix { $0 == " " }.count
        if line.isBlank {
          // A blank line continues the item only if indented content follows it.
          let next = lines[(index + 1)...].first { !$0.isBlank }
          guard let next, next.prefix(while: { $0 == " " }).count > item.indent else { break }
          content.append("")
          index += 1
        } else if let sibling = Self.listItem(line), sibling.indent <= item.indent {
          if sibling.ordered == item.ordered && sibling.indent == item.indent {
            current = sibling
            index += 1
          }
          break
        } else if indent > item.indent {
          content.append(line.dropFirst(min(indent, item.contentIndent)))
          index += 1
        } else if content.last?.isBlank == false, !Self.startsBlock(line) {
          content.append(line.trimmingSpaces)  // a lazy continuation of the item's paragraph
          index += 1
        } else {
          break
        }
      }
      items.append(parse(nestedLines: content))
    }
    return .list(ordered: first.ordered, start: first.number, items: items)
  }

  // MARK: - Paragraphs

  private static func startsBlock(_ line: Substring) -> Bool {
    fence(line) != nil || heading(line) != nil || isRule(line) || quoteContent(line) != nil
      || listItem(line) != nil
  }

  private mutating func paragraph() -> MarkdownBlock {
    var text: [Substring] = [lines[index].trimmingSpaces]
    index += 1
    while index < lines.count, !lines[index].isBlank, !Self.startsBlock(lines[index]) {
      if index + 1 < lines.count, lines[index].contains("|"), Self.alignments(lines[index + 1]) != nil {
        break
      }
      text.append(lines[index].trimmingSpaces)
      index += 1
    }
    return .paragraph(text.joined(separator: " "))
  }
}

extension StringProtocol {
  /// Whether the text holds nothing but spaces and tabs.
  var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" } }

  /// The text without spaces and tabs at either end.
  var trimmingSpaces: SubSequence {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}

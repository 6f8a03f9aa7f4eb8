import Foundation

/// A name a chapter text cites in backticks, outside its code blocks: a file (`CounterView.swift`,
/// `Tests/CounterTests/CounterDomainTests.swift`), a type (`CounterDomain`) or a member of a type
/// (`CounterDomainTests.relativeOrAbsolute`), with the line it is on.
struct ChapterCitation: Equatable, Sendable, CustomStringConvertible {
  /// What the name stands for.
  enum Kind: String, Sendable {
    case file, type, member
  }

  /// 1 for the text's first line.
  let line: Int
  /// What the name stands for.
  let kind: Kind
  /// The name as the text spells it.
  let name: String

  var description: String { "line \(line): \(kind.rawValue) `\(name)`" }

  /// The citations of a Markdown text, in order. A backticked span names a type when it is one
  /// capitalised identifier (`CounterDomain`), a member when it is `Type.member`, and files by
  /// every `*.swift` or `*.session` name and every `Sources/`, `Tests/`, `Chapters/` or
  /// `Exercises/` path in it (so `swift run counter --script Chapters/01-Counter/counter.session`
  /// cites the session). All-capital spans are environment variables, not types.
  static func all(in markdown: String) -> [ChapterCitation] {
    var citations: [ChapterCitation] = []
    var inCodeBlock = false
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        inCodeBlock.toggle()
        continue
      }
      guard !inCodeBlock else { continue }
      for span in backtickedSpans(of: line) {
        // The patterns are looked for only where they can match (most spans are code), a
        // regular expression being slow to fail in a debug build.
        if mayNameFiles(span) {
          for file in span.matches(of: filePattern) {
            citations.append(
              ChapterCitation(line: index + 1, kind: .file, name: String(file.output)))
          }
        }
        guard let first = span.first, first.isASCII, first.isUppercase else { continue }
        if span.wholeMatch(of: typePattern) != nil, span.contains(where: \.isLowercase) {
          citations.append(ChapterCitation(line: index + 1, kind: .type, name: String(span)))
        } else if span.wholeMatch(of: memberPattern) != nil, !span.hasSuffix(".swift"),
          !span.hasSuffix(".session")
        {
          citations.append(ChapterCitation(line: index + 1, kind: .member, name: String(span)))
        }
      }
    }
    return citations
  }

  /// Whether `filePattern` can match in `span`: it has a `.swift` or `.session` name or a path
  /// from one of the package's folders.
  private static func mayNameFiles(_ span: Substring) -> Bool {
    span.contains(".swift") || span.contains(".session")
      || PackageTree.roots.contains { span.contains($0 + "/") }
  }

  /// The text between each pair of backticks on a line.
  private static func backtickedSpans(of line: Substring) -> [Substring] {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
  }

  private nonisolated(unsafe) static let filePattern =
    #/(?:(?:Sources|Tests|Chapters|Exercises)/[\w./+-]*)|(?:[\w.+-]+/)*[\w+-]+\.(?:swift|session)\b/#
  private nonisolated(unsafe) static let typePattern = #/[A-Z][A-Za-z0-9]*/#
  private nonisolated(unsafe) static let memberPattern = #/[A-Z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*/#
}

/// The package's files under `Sources/`, `Tests/`, `Chapters/` and `Exercises/`, and the names
/// their Swift files declare: what a chapter text may cite.
struct PackageTree: Sendable {
  /// The folders a chapter text's paths start from.
  static let roots = ["Sources", "Tests", "Chapters", "Exercises"]

  /// Every file's path from the package folder, e.g. `Tests/CounterTests/CounterDomainTests.swift`.
  let paths: Set<String>
  /// Every folder's path from the package folder, e.g. `Sources/OnlineStore/APIClient`.
  let folders: Set<String>
  /// Every name declared after `struct`, `enum`, `class`, `actor`, `protocol`, `typealias`,
  /// `func`, `case`, `var` or `let`, with the files that declare it.
  let declarations: [String: Set<String>]
  /// Every type named after `extension`, with the files that extend it (Swift Testing's `Tag`
  /// is extended by the kit, not declared).
  let extensions: [String: Set<String>]

  /// Reads the tree under `root`.
  init(root: URL) {
    var paths: Set<String> = []
    var folders: Set<String> = []
    var declarations: [String: Set<String>] = [:]
    var extensions: [String: Set<String>] = [:]
    for top in Self.roots {
      let base = root.appendingPathComponent(top)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let relative = walker.nextObject() as? String {
        let path = "\(top)/\(relative)"
        var isFolder: ObjCBool = false
        guard
          FileManager.default.fileExists(
            atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
        else { continue }
        if isFolder.boolValue {
          folders.insert(path)
          continue
        }
        paths.insert(path)
        guard path.hasSuffix(".swift"),
          let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        else { continue }
        // One reading of the file finds both: what it declares and what it extends.
        for (keyword, name) in Self.namesAfterKeywords(in: source, Self.declaringKeywords.union(["extension"])) {
          if keyword == "extension" {
            extensions[name, default: []].insert(path)
          } else {
            declarations[name, default: []].insert(path)
          }
        }
      }
    }
    self.paths = paths
    self.folders = folders
    self.declarations = declarations
    self.extensions = extensions
  }

  /// Whether a cited file is there: a path from a root must exist as written (a trailing `/`
  /// names a folder), a shorter path must end some file's path, and a bare name must be some
  /// file's name.
  func hasFile(_ name: String) -> Bool {
    if Self.roots.contains(where: { name.hasPrefix("\($0)/") }) {
      let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
      return paths.contains(trimmed) || folders.contains(trimmed)
    }
    return paths.contains { $0.hasSuffix("/\(name)") }
  }

  /// Whether a type is declared (or is one of the package's modules, a folder of `Sources/` or
  /// `Tests/`).
  func hasType(_ name: String) -> Bool {
    declarations[name] != nil || folders.contains("Sources/\(name)")
      || folders.contains("Tests/\(name)")
  }

  /// Whether `Type.member` is declared: the member in a file that declares or extends the type.
  func hasMember(_ name: String) -> Bool {
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count == 2, let memberFiles = declarations[parts[1]] else { return false }
    let typeFiles = declarations[parts[0], default: []].union(extensions[parts[0], default: []])
    return !typeFiles.isDisjoint(with: memberFiles)
  }

  /// The keywords that declare the name after them.
  static let declaringKeywords: Set<Substring> = [
    "struct", "enum", "class", "actor", "protocol", "typealias", "func", "case", "var", "let",
  ]

  /// The names a Swift source declares: each identifier right after one of `keywords` (spaces
  /// between them, on one line), and every name of an enum's `case a, b(Int), c` list.
  static func declaredNames(
    in source: String, after keywords: Set<Substring> = declaringKeywords
  ) -> [String] {
    namesAfterKeywords(in: source, keywords).map(\.name)
  }

  /// The names `declaredNames(in:after:)` finds, each with the keyword before it. Read as UTF-8
  /// bytes, each byte looked up in a table: the package holds some 850 Swift files, read once
  /// per test run, in a debug build.
  static func namesAfterKeywords(
    in source: String, _ keywords: Set<Substring>
  ) -> [(keyword: Substring, name: String)] {
    let bytes = Array(source.utf8)
    let isIdentifier = identifierBytes
    let keywordBytes = keywords.map { Array($0.utf8) }
    // The keywords by their first byte: a word is compared only with those starting as it does,
    // byte by byte in a loop (generic `first(where:)` and `elementsEqual` over every word took
    // three quarters of this test's time in a debug build).
    var keywordsByFirstByte = [[Int]](repeating: [], count: 256)
    for (position, keyword) in keywordBytes.enumerated() {
      if let first = keyword.first { keywordsByFirstByte[Int(first)].append(position) }
    }
    /// The keyword `word` spells, if any.
    func keyword(spelledBy word: Range<Int>) -> [UInt8]? {
      for position in keywordsByFirstByte[Int(bytes[word.lowerBound])] {
        let keyword = keywordBytes[position]
        guard keyword.count == word.count else { continue }
        var offset = 1
        while offset < keyword.count, keyword[offset] == bytes[word.lowerBound + offset] {
          offset += 1
        }
        if offset == keyword.count { return keyword }
      }
      return nil
    }
    var names: [(keyword: Substring, name: String)] = []
    var index = 0
    /// The identifier starting at `start`, and where it ends.
    func identifier(at start: Int) -> Range<Int> {
      var end = start
      while end < bytes.count, isIdentifier[Int(bytes[end])] { end += 1 }
      return start..<end
    }
    while index < bytes.count {
      guard isIdentifier[Int(bytes[index])] else {
        index += 1
        continue
      }
      let word = identifier(at: index)
      index = word.upperBound
      guard let keyword = keyword(spelledBy: word) else { continue }
      var next = index
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
      guard next > index, next < bytes.count, isIdentifier[Int(bytes[next])],
        !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next])
      else { continue }
      let keywordText = Substring(decoding: keyword, as: UTF8.self)
      let isCaseList = keywordText == "case"
      var depth = 0
      var item = identifier(at: next)
      while true {
        names.append((keywordText, String(decoding: bytes[item], as: UTF8.self)))
        guard isCaseList else { break }
        var cursor = item.upperBound
        var nextItem: Range<Int>? = nil
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
          let byte = bytes[cursor]
          if byte == UInt8(ascii: "(") { depth += 1 }
          if byte == UInt8(ascii: ")") { depth -= 1 }
          if byte == UInt8(ascii: ","), depth == 0 {
            var start = cursor + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if start < bytes.count, isIdentifier[Int(bytes[start])] {
              nextItem = identifier(at: start)
            }
            break
          }
          cursor += 1
        }
        guard let found = nextItem else { break }
        item = found
      }
      index = item.upperBound
    }
    return names
  }

  /// Whether each byte, by its value, can be part of a Swift identifier: ASCII letters, digits
  /// and `_`, and every byte of a non-ASCII character.
  private static let identifierBytes: [Bool] = (0...255).map { value in
    switch UInt8(value) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }
}

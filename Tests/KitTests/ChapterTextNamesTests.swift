import Course
import Foundation
import TestTags
import Testing

@testable import Kit

/// The chapter texts name files, types and tests of the kit in backticks; a rename or a merge
/// that the text does not follow leaves a learner looking for a file that is not there. Each
/// chapter's names are read against the package's tree.
@Suite("The names a chapter text cites", .tags(.kit))
struct ChapterTextNamesTests {
  /// Names the texts cite from outside the kit: Swift and Foundation, Swift Testing and XCTest,
  /// real TCA on iOS, and keys of the terminal. The kit must not declare them (else they belong
  /// to the tree, and are checked there).
  static let namesFromOutside: Set<String> = [
    // Swift and Foundation
    "Int", "Double", "String", "Equatable", "Identifiable", "Sendable", "Result", "URLSession",
    // Swift Testing and XCTest
    "Tag", "Trait", "TestTrait", "SuiteTrait", "TestScoping", "Attachable", "XCTAttachment",
    // real TCA on iOS
    "ObservableState",
    // keys of the terminal
    "Esc", "Backspace",
  ]

  /// The package's tree, read once for the whole suite, on a thread of its own: its tests await
  /// it. A `static let` of the tree itself blocked every test of the suite but one while that one
  /// read the package's 850 Swift files, on the threads the other tests needed.
  static let tree = Task { await onThreadOfItsOwn { PackageTree(root: PackageRoot.url) } }

  /// A chapter's text, read from its folder (`01-Counter`).
  static func text(of folder: String) throws -> String {
    try String(
      contentsOf: PackageRoot.url.appendingPathComponent("Chapters/\(folder)/README.md"),
      encoding: .utf8)
  }

  @Test(
    "every file, type and test a chapter cites is in the package",
    arguments: ChapterCatalog.chapters.map(\.folder))
  func citedNamesExist(folder: String) async throws {
    let text = try Self.text(of: folder)
    let tree = await Self.tree.value
    for citation in ChapterCitation.all(in: text) {
      let found: Bool
      switch citation.kind {
      case .file: found = tree.hasFile(citation.name)
      case .type: found = tree.hasType(citation.name) || Self.namesFromOutside.contains(citation.name)
      case .member: found = tree.hasMember(citation.name)
      }
      #expect(
        found,
        "Chapters/\(folder)/README.md, \(citation): not in Sources/, Tests/, Chapters/ or Exercises/"
      )
    }
  }

  @Test(
    "a failure a chapter quotes points at the call that records it, in the chapter's tests or the kit",
    arguments: ChapterCatalog.chapters.map(\.folder))
  func quotedFailuresPointAtTheirCall(folder: String) throws {
    // A quote such as "recorded a known issue at WrongExpectationTests.swift:24:23" names the
    // line and column of the call's parenthesis (`await store.send(`): a line added above it
    // leaves the text pointing elsewhere.
    let chapter = try #require(ChapterCatalog.chapters.first { $0.folder == folder })
    let quote = /recorded a known issue at ([A-Za-z+]+\.swift):([0-9]+):([0-9]+)/
    let searched = ["Tests/\(chapter.testTarget)", "Sources"].flatMap { folder in
      FileManager.default.enumerator(
        at: PackageRoot.url.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL } ?? []
    }
    for match in try Self.text(of: folder).matches(of: quote) {
      let name = String(match.output.1)
      let file = try #require(
        searched.first { $0.lastPathComponent == name }, "\(name) is in neither Tests/\(chapter.testTarget) nor Sources")
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      let (line, column) = (try #require(Int(match.output.2)), try #require(Int(match.output.3)))
      let text = line <= lines.count ? Array(lines[line - 1]) : []
      #expect(
        column <= text.count && text[column - 1] == "(",
        "Chapters/\(folder)/README.md quotes \(name):\(line):\(column), where there is no call: \"\(String(text))\"")
    }
  }

  @Test("the names from outside the kit are cited by some chapter, and declared nowhere in it")
  func namesFromOutsideAreOutside() async throws {
    let tree = await Self.tree.value
    let cited = Set(
      try ChapterCatalog.chapters.flatMap { chapter in
        ChapterCitation.all(in: try Self.text(of: chapter.folder)).map(\.name)
      })
    for name in Self.namesFromOutside.sorted() {
      #expect(cited.contains(name), "\(name) is cited by no chapter: take it off the list")
      #expect(!tree.hasType(name), "the kit declares \(name): take it off the list")
    }
  }

  @Test("a citation is found by its kind, and a stale one is reported with its line")
  func citationsOfAText() async {
    let text = """
      Open `Tests/CounterTests/CounterDomainTests.swift`, then `CounterDemoTests.swift`.
      ```swift
      let notCited = `CounterView`
      ```
      `CounterDomain` and `CounterDomainTests.relativeOrAbsolute`; `STORE_API_URL` is a variable.
      """
    let citations = ChapterCitation.all(in: text)
    #expect(
      citations == [
        ChapterCitation(line: 1, kind: .file, name: "Tests/CounterTests/CounterDomainTests.swift"),
        ChapterCitation(line: 1, kind: .file, name: "CounterDemoTests.swift"),
        ChapterCitation(line: 5, kind: .type, name: "CounterDomain"),
        ChapterCitation(line: 5, kind: .member, name: "CounterDomainTests.relativeOrAbsolute"),
      ])
    let tree = await Self.tree.value
    #expect(tree.hasFile(citations[0].name))
    #expect(!tree.hasFile(citations[1].name))
    #expect(tree.hasType("CounterDomain"))
    #expect(tree.hasMember("CounterDomainTests.relativeOrAbsolute"))
    #expect(!tree.hasMember("CounterDomainTests.noSuchTest"))
  }

  @Test("a declaration is found after its keyword and in an enum's case list")
  func declaredNames() {
    let names = PackageTree.declaredNames(
      in: """
        public struct Feature: Reducer {
          enum Action { case first, second(Int, String), third }
          func reduce() {}
          switch action { case .first: break }
        }
        """)
    #expect(names == ["Feature", "Action", "first", "second", "third", "reduce"])
  }
}

import Foundation
import TestTags
import Testing

@testable import Kit

/// The course's real manifests as a ladder: each exercise names the README sections it needs,
/// all of them in its chapter or an earlier one, and within a chapter the exercises climb from
/// easy to hard, the one built from nothing last but for a quiz.
@Suite("The exercises climb, and name what to read", .tags(.kit))
struct ExerciseLadderTests {
  /// The course's exercises, from its manifests.
  static func book() throws -> ExerciseBook {
    try ExerciseBook.load(packageRoot: PackageRoot.url)
  }

  /// GitHub's anchor of a heading's text: lowercase, every character but letters, digits, `_`,
  /// `-` and spaces dropped, then each space a `-` (`Tags, .bug and .serialized` gives
  /// `tags-bug-and-serialized`).
  static func anchor(of heading: String) -> String {
    String(
      heading.trimmingCharacters(in: .whitespaces).lowercased()
        .filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }
        .map { $0 == " " ? "-" : $0 })
  }

  /// The anchors of a chapter README's headings (outside code blocks), as GitHub gives them: a
  /// heading whose anchor was already taken gets `-1`, `-2`, ….
  static func anchors(ofReadme text: String) -> Set<String> {
    var counts: [String: Int] = [:]
    var anchors: Set<String> = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      let hashes = line.prefix { $0 == "#" }
      guard !inCode, (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " "
      else { continue }
      let base = anchor(of: String(line.dropFirst(hashes.count)))
      let count = counts[base, default: 0]
      counts[base] = count + 1
      anchors.insert(count == 0 ? base : "\(base)-\(count)")
    }
    return anchors
  }

  @Test(
    "an anchor is the heading as GitHub links it",
    arguments: [
      ("Test it", "test-it"),
      ("Swift Testing: `@Suite`, `@Test`, `#expect`, `#require`",
       "swift-testing-suite-test-expect-require"),
      ("StackState, StackAction, forEach(\\.path, …)", "stackstate-stackaction-foreachpath-"),
      ("@Presents and the $ projection", "presents-and-the--projection"),
      ("The reducer-less ifLet, and why the alert is cleared",
       "the-reducer-less-iflet-and-why-the-alert-is-cleared"),
    ])
  func anchorOfHeading(heading: String, anchor: String) {
    #expect(Self.anchor(of: heading) == anchor)
  }

  @Test("a heading repeated gets -1; headings inside code blocks are not headings")
  func anchorsOfReadme() {
    let readme = "# Title\n## Test it\n```swift\n# not a heading\n```\n## Test it\n#nope\n"
    #expect(Self.anchors(ofReadme: readme) == ["title", "test-it", "test-it-1"])
  }

  @Test("every prerequisite names a heading of a chapter README at or before the exercise's")
  func prerequisitesResolve() throws {
    var anchorsByFile: [String: (chapter: Int, anchors: Set<String>)] = [:]
    for chapter in ChapterCatalog.chapters {
      let file = "Chapters/\(chapter.folder)/README.md"
      let text = try String(
        contentsOf: PackageRoot.url.appendingPathComponent(file), encoding: .utf8)
      anchorsByFile[file] = (chapter.number, Self.anchors(ofReadme: text))
    }
    for exercise in try Self.book().exercises {
      #expect(!exercise.prerequisites.isEmpty, "\(exercise.id) names no section to read")
      for prerequisite in exercise.prerequisites {
        let parts = prerequisite.split(separator: "#", maxSplits: 1).map(String.init)
        let readme = parts.count == 2 ? anchorsByFile[parts[0]] : nil
        #expect(
          readme?.anchors.contains(parts[1]) == true,
          "\(exercise.id): \(prerequisite) names no heading of a chapter README")
        #expect(
          (readme?.chapter ?? 0) <= exercise.chapter,
          "\(exercise.id): \(prerequisite) is a later chapter's than \(exercise.chapter)")
      }
    }
  }

  @Test("difficulty never falls within a chapter; its from-nothing exercise is last but for a quiz")
  func difficultyClimbs() throws {
    for (number, exercises) in try Self.book().chapters {
      let difficulties = exercises.map(\.difficulty)
      #expect(
        difficulties == difficulties.sorted(),
        "chapter \(number)'s difficulties fall: \(difficulties) for \(exercises.map(\.id))")
      let capstones = exercises.filter {
        $0.title.hasSuffix("from nothing") || $0.title.hasSuffix("from scratch")
          || $0.summary.hasPrefix("From nothing")
      }
      #expect(capstones.count <= 1, "chapter \(number) has two capstones: \(capstones.map(\.id))")
      if let capstone = capstones.first {
        #expect(
          exercises.last { $0.kind == .exercise } == capstone,
          "chapter \(number)'s capstone \(capstone.id) should be its last exercise (a quiz may follow)")
      }
    }
  }
}

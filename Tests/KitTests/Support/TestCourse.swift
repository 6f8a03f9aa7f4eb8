import Course
import Foundation
import TerminalUI

@testable import Kit

/// A course on a package folder of its own, in a scratch directory (`scratchDirectory`): the real
/// catalogue's chapters, with texts the tests wrote, so no test depends on a chapter author's
/// wording. Now that every chapter is written, a test of what the kit says about a chapter still
/// coming lists some as coming here. The folder goes at `remove()`, or when the course is released:
/// a suite that makes one in its `init` leaves none behind, even in a test that uses another.
final class TestCourse {
  /// The temporary package folder.
  let root: URL
  /// The course on it.
  let course: CoursePackage

  /// A temporary package with a `Package.swift` and the given chapter texts (folder → text),
  /// the chapters numbered in `coming` listed without their apps.
  init(texts: [String: String] = ["01-Counter": TestCourse.counterText], coming: Set<Int> = [])
    throws
  {
    root = FileManager.default.scratchDirectory
      .appendingPathComponent("kit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "// a package\n".writeScratchFile(to: root.appendingPathComponent("Package.swift"))
    for (folder, text) in texts {
      let directory = root.appendingPathComponent("Chapters/\(folder)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.writeScratchFile(to: directory.appendingPathComponent("README.md"))
    }
    let chapters = ChapterCatalog.chapters.map { chapter in
      guard coming.contains(chapter.number) else { return chapter }
      return ChapterInfo(
        number: chapter.number, title: chapter.title, summary: chapter.summary,
        folder: chapter.folder, executable: chapter.executable, testTarget: chapter.testTarget)
    }
    course = CoursePackage(chapters: chapters, packageRoot: root)
  }

  /// Chapter 1's text in these tests: a heading and sixty numbered paragraphs, long enough to
  /// scroll.
  static let counterText =
    "# The counter\n\n"
    + (1...60).map { "Paragraph \($0) of the counter chapter." }.joined(separator: "\n\n") + "\n"

  /// Removes the temporary folder.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}

/// A console that records what a command wrote, as a terminal or not.
@MainActor
final class RecordingConsole {
  /// Everything written to standard output.
  private(set) var output = ""
  /// Everything written to standard error.
  private(set) var errors = ""
  /// Whether the console says it is a terminal.
  let isTerminal: Bool
  /// How wide the console says its lines may be (nil: no terminal).
  let columns: Int?

  /// A console that is a terminal or not, `columns` wide.
  init(isTerminal: Bool = false, columns: Int? = nil) {
    self.isTerminal = isTerminal
    self.columns = columns
  }

  /// The console the kit writes to.
  var console: KitConsole {
    KitConsole(
      isTerminal: isTerminal,
      writeRaw: { [unowned self] in self.output += $0 },
      writeErrorRaw: { [unowned self] in self.errors += $0 }, columns: columns)
  }
}

import Course
import Foundation
import TerminalUI

/// The course as the kit finds it on disk (not the `Course` module, which holds each chapter's
/// facts): the chapters, the package folder they live in, and what the learner has done of the
/// exercises.
struct CoursePackage {
  /// The chapters, in order.
  var chapters: [ChapterInfo]
  /// The package folder: `Chapters/…` and `Package.swift` are in it.
  var packageRoot: URL
  /// Exercises solved per chapter number; a chapter without an entry shows no progress.
  var progress: [Int: ExerciseProgress] = [:]

  /// The course of this build: the catalogue's chapters in the package folder the kit was built
  /// from, with the learner's exercise progress.
  static var standard: CoursePackage {
    CoursePackage(
      chapters: ChapterCatalog.chapters, packageRoot: PackageRoot.url,
      progress: ExerciseBook.progress(packageRoot: PackageRoot.url))
  }

  /// The chapter with a number, or nil.
  func chapter(_ number: Int) -> ChapterInfo? {
    chapters.first { $0.number == number }
  }

  /// A chapter's text file, relative to the package folder: `Chapters/01-Counter/README.md`.
  func textPath(of chapter: ChapterInfo) -> String {
    "Chapters/\(chapter.folder)/README.md"
  }

  /// A chapter's text (its Markdown), or nil when the file is not there yet.
  func text(of chapter: ChapterInfo) -> String? {
    let file = packageRoot.appendingPathComponent(textPath(of: chapter))
    return try? String(contentsOf: file, encoding: .utf8)
  }

  /// A chapter's recorded sessions (`*.session` in its folder), relative to the package folder,
  /// in name order.
  func sessions(of chapter: ChapterInfo) -> [String] {
    let folder = "Chapters/\(chapter.folder)"
    let names = (try? FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".session") }.sorted().map { "\(folder)/\($0)" }
  }

  /// Whether the package folder is really there (it holds `Package.swift`).
  var hasPackage: Bool {
    FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("Package.swift").path)
  }
}

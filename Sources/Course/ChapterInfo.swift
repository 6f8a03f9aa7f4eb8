import Foundation

/// One chapter of the course, as the `kit` runner lists and starts it: its number, title, what
/// it teaches, where it lives, and how to run its app in this process.
public struct ChapterInfo: Sendable {
  /// The chapter's number, 1 to 8.
  public let number: Int
  /// The chapter's title, e.g. "Counter".
  public let title: String
  /// One line on what the chapter teaches.
  public let summary: String
  /// The chapter's folder under `Chapters/`, e.g. "01-Counter".
  public let folder: String
  /// The chapter's executable, e.g. "counter" (`swift run counter`).
  public let executable: String
  /// The chapter's test target, e.g. "CounterTests" (`swift test --filter CounterTests`).
  public let testTarget: String
  /// Runs the chapter's app with command-line `arguments` (program name first) and returns its
  /// exit code; nil for a chapter that is not written yet.
  public let run: (@MainActor @Sendable (_ arguments: [String]) async -> Int32)?

  /// A chapter; pass no `run` for one that is still coming.
  public init(
    number: Int, title: String, summary: String, folder: String, executable: String,
    testTarget: String,
    run: (@MainActor @Sendable (_ arguments: [String]) async -> Int32)? = nil
  ) {
    self.number = number
    self.title = title
    self.summary = summary
    self.folder = folder
    self.executable = executable
    self.testTarget = testTarget
    self.run = run
  }

  /// Whether the chapter's app exists yet.
  public var isAvailable: Bool { run != nil }
}

/// Reads a chapter's text, the `README.md` of its folder, found from the path of a source file
/// of the chapter (`#filePath`) that sits one folder below the README. Nil if it cannot be read.
public func chapterText(besideSourceFolderOf sourceFilePath: String) -> String? {
  let readme = URL(fileURLWithPath: sourceFilePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("README.md")
  return try? String(contentsOf: readme, encoding: .utf8)
}

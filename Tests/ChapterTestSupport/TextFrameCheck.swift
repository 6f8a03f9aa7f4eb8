import Foundation
import Testing

extension ChapterCheck {
  /// A frame the chapter's text shows against the app: the fenced rows of
  /// `Chapters/<folder>/README.md` that start at the row `│` + `firstRow` (a frame cut to what
  /// the text is about, `│` before each row) must be rows of the last frame `replay` prints, each
  /// exactly, in that order (the text may leave rows out). A transcript in the text is printed
  /// once by hand from `--script`; this keeps it what the app draws when a layout changes.
  public static func textFrame(
    inChapterFolder folder: String, startingWith firstRow: String, _ description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    replay: @escaping @MainActor @Sendable () async throws -> ScriptTranscript
  ) -> ChapterCheck {
    ChapterCheck("the chapter's text shows the frame the app prints: \(description)") {
      let shown = try #require(
        try rowsShown(inChapterFolder: folder, startingWith: firstRow),
        "Chapters/\(folder)/README.md has no row │\(firstRow)", sourceLocation: sourceLocation)
      let run = try await replay()
      #expect(run.exitCode == 0, "\(run.errors)", sourceLocation: sourceLocation)
      let frame = run.lastFrame
      var unmatched = shown[...]
      for row in frame where row == unmatched.first { unmatched.removeFirst() }
      #expect(
        unmatched.isEmpty,
        "Chapters/\(folder)/README.md shows rows the app's last frame does not have, in that order:\n\(shown.joined(separator: "\n"))\nIt prints:\n\(frame.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
  }

  /// The rows of the chapter's text from `│` + `firstRow` to the last row after it that starts
  /// with `│`, each without its `│` and its trailing spaces; nil when no row starts so.
  private static func rowsShown(inChapterFolder folder: String, startingWith firstRow: String) throws
    -> [String]?
  {
    let readme = chapterFolder(folder).appendingPathComponent("README.md")
    let rows = try String(contentsOf: readme, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = rows.firstIndex(where: { $0.hasPrefix("│" + firstRow) }) else { return nil }
    return rows[start...].prefix { $0.hasPrefix("│") }.map { row in
      String(row.dropFirst().reversed().drop { $0 == " " }.reversed())
    }
  }
}

/// The folder of the chapter `folder` (`05-Alerts`) in this package.
func chapterFolder(_ folder: String) -> URL {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Chapters/\(folder)")
}

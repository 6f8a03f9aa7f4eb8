import Composable

/// A chapter's Markdown as the menu's state holds it. The action log and state dumps show it
/// as one short line (its size), not the whole text, so they stay readable and quick.
struct ChapterText: Equatable, Sendable, CustomDumpStringConvertible {
  /// The Markdown.
  var markdown: String

  /// A text from its Markdown.
  init(_ markdown: String) {
    self.markdown = markdown
  }

  /// `ChapterText(240 lines)`.
  var customDumpDescription: String {
    "ChapterText(\(markdown.split(separator: "\n", omittingEmptySubsequences: false).count) lines)"
  }
}

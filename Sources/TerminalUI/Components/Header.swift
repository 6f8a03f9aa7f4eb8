/// The bar at the top of a chapter app, in reverse video: the chapter and title in bold (cut
/// with `…` when too long) and a note at its right end (such as "log").
struct Header: View {
  /// The chapter's number, if the app belongs to a chapter.
  var chapter: Int?
  /// The title.
  var title: String
  /// A short note shown at the right end.
  var note: String?

  var body: some View {
    HStack(spacing: 0) {
      Text(" " + (chapter.map { "Chapter \($0) · " } ?? "") + title).bold().lineLimit(1)
      Spacer()
      // Reversed before the row is laid out, so its last space is drawn, not trimmed.
      Text(" " + (note.map { " \($0) " } ?? "")).lineLimit(1).styled(.reverse)
    }
    .styled(.reverse)
  }
}

extension View {
  /// The view with `style` under the attributes of everything inside: the app's bars.
  func styled(_ style: Style) -> some View {
    modified { nodes, _ in [.styled(style, nodes)] }
  }
}

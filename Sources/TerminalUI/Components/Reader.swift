/// A chapter's text to read, the one reader of the app's `r` and of the kit: a page of the
/// Markdown, a status line, and buttons whose shortcuts are the reader's keys (scrolling, closing,
/// searching). Whoever shows it keeps its position (SwiftUI's `@Binding`).
public struct Reader: View {
  let markdown: String
  let title: String?
  let position: Binding<ReaderPosition>
  let size: TerminalSize
  let close: @MainActor () -> Void

  /// The last text laid out (a chapter takes longer to lay out than the rest of a frame).
  @MainActor private static let rendered = RememberedMarkdown()

  /// A reader of `markdown` in `size`, scrolled to `position`, `title` in its status line;
  /// `close` runs for Esc and q.
  public init(
    _ markdown: String, title: String? = nil, position: Binding<ReaderPosition>, size: TerminalSize,
    close: @escaping @MainActor () -> Void
  ) {
    self.markdown = markdown
    self.title = title
    self.position = position
    self.size = size
    self.close = close
  }

  /// The width the text is wrapped to (a column of margin on either side), the rows a page shows
  /// (all but the status, buttons and search rows).
  private var textWidth: Int { max(8, size.columns - 2) }
  private var pageHeight: Int { max(1, size.rows - 3) }

  public var body: some View {
    let text = Reader.rendered.lines(markdown, width: textWidth)
    let shown = position.wrappedValue
    let lead = shown.searchStatus(in: text) ?? title
    let widest = Line.widest(text)
    // The page stays at the left edge whatever the width of its widest row.
    HStack(spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        ScrolledText(text, position: shown, width: textWidth, height: pageHeight).padding(.leading, 10)
        Spacer()
        HStack(spacing: 0) {
          if let lead { Text(lead).bold().lineLimit(1) }
          Text((lead == nil ? "" : " · ") + shown.place(lineCount: text.count, pageHeight: pageHeight))
            .font(.caption).lineLimit(1)
        }
        HStack {
          move("Page down", .pageDown, "scroll", in: text) { $0.offset += max(1, pageHeight - 1) }
          move("Page up", .pageUp, "scroll", in: text) { $0.offset -= max(1, pageHeight - 1) }
          move("↓", .downArrow, "scroll", in: text) { $0.offset += 1 }
          move("↑", .upArrow, "scroll", in: text) { $0.offset -= 1 }
          move("Top", .home, "top, end", in: text) { $0.offset = 0 }
          move("End", .end, "top, end", in: text) { $0.offset = text.count }
          Button("Close", action: close).keyboardShortcut(.escape).help("close")
          // q closes it too, as a pager's q does: one Close on screen, Esc and q in the footer.
          AppKeys { Button("Close", action: close).keyboardShortcut("q").help("close") }
        }
        HStack {
          TextField("Search", text: search(in: text)).focused(searchFocus)
          // Enter in the field moves the focus on to the next button: with a query, Next match,
          // so Enter again goes on to the next match; Find (/) starts a new search.
          if !shown.query.isEmpty {
            move("Next match", "n", "next, previous match", in: text) { $0.goToMatch(forward: true, in: text, pageHeight: pageHeight) }
            move("Previous match", "N", "next, previous match", in: text) { $0.goToMatch(forward: false, in: text, pageHeight: pageHeight) }
          }
          move("Find", "/", "find", in: text) {
            $0.search(for: "", in: text, pageHeight: pageHeight)
            $0.isSearching = true
          }
          if widest > textWidth {
            move("◀", .leftArrow, "sideways", in: text) { $0.column = max(0, $0.column - ReaderPosition.sidewaysStep) }
            move("▶", .rightArrow, "sideways", in: text) { $0.column = min($0.column + ReaderPosition.sidewaysStep, widest - textWidth) }
          }
        }
      }
      Spacer()
    }
  }

  /// Whether the search field has the focus; focusing another control clears it.
  private var searchFocus: Binding<Bool> {
    Binding(
      get: { position.wrappedValue.isSearching }, set: { position.wrappedValue.isSearching = $0 },
      source: AnyHashable("Reader.isSearching"))
  }

  /// A button that moves the reader as `change` says (kept within `text`), when that moves it; the
  /// footer lists its key under `help` with the others that say the same ("↓ press ↓" says nothing).
  private func move(
    _ title: String, _ key: KeyEquivalent, _ help: String, in text: [Line],
    _ change: @escaping (inout ReaderPosition) -> Void
  ) -> some View {
    Button(title) {
      var moved = position.wrappedValue
      change(&moved)
      moved.clamp(lineCount: text.count, pageHeight: pageHeight)
      if moved != position.wrappedValue { position.wrappedValue = moved }
    }
    .keyboardShortcut(key)
    .help(help)
  }

  /// The search field's binding: typing searches at once, from the top line of the page.
  private func search(in text: [Line]) -> Binding<String> {
    Binding(
      get: { position.wrappedValue.query },
      set: { position.wrappedValue.search(for: $0, in: text, pageHeight: pageHeight) })
  }
}

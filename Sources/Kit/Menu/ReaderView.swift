import Composable
import TerminalUI

/// The reader: a page of the selected chapter's text, a status line (which chapter, which lines,
/// or the search), buttons that scroll it (PgDn, PgUp, ↓, ↑, Home, End), go back (Esc, or q as
/// in the apps' pager), and a search field (`/` starts a new search there) with the next and previous match
/// (n, N); ← → scroll sideways when a line is wider than the page.
struct ReaderView: View {
  let store: StoreOf<KitMenu>
  let position: PagerState
  let layout: ReaderLayout

  var body: some View {
    let text = layout.lines(of: store.selectedChapter?.text?.markdown ?? "")
    VStack(alignment: .leading, spacing: 0) {
      ScrolledText(text, position: position, width: layout.textWidth, height: layout.pageHeight)
        .padding(.leading, 10)
      Spacer()
      status(text)
      HStack {
        scrollButton("Page down", .pageDown, to: offset + page, in: text)
        scrollButton("Page up", .pageUp, to: offset - page, in: text)
        scrollButton("↓", .downArrow, to: offset + 1, in: text)
        scrollButton("↑", .upArrow, to: offset - 1, in: text)
        scrollButton("Top", .home, to: 0, in: text)
        scrollButton("End", .end, to: text.count, in: text)
        Button("Back") { store.send(.backTapped) }.keyboardShortcut(.escape)
        Button("Close") { store.send(.backTapped) }.keyboardShortcut("q")
      }
      HStack {
        TextField("Search", text: search(in: text))
          .focused(store.focusBinding, equals: .search)
        Button("Find") {
          var cleared = position
          cleared.search(for: "", in: text, pageHeight: layout.pageHeight)
          store.send(.readerMoved(cleared))
          store.send(.focusChanged(.search))
        }
        .keyboardShortcut("/")
        if !position.query.isEmpty {
          matchButton("Next match", "n", forward: true, in: text)
          matchButton("Previous match", "N", forward: false, in: text)
        }
        if (text.map(\.width).max() ?? 0) > layout.textWidth {
          sidewaysButton("◀", .leftArrow, by: -PagerState.sidewaysStep, in: text)
          sidewaysButton("▶", .rightArrow, by: PagerState.sidewaysStep, in: text)
        }
      }
    }
  }

  private var offset: Int { position.offset }
  /// A page down keeps the page's last line in view, as a pager does.
  private var page: Int { max(1, layout.pageHeight - 1) }

  /// The status line: the search while there is one, else the chapter; then where the page is.
  private func status(_ text: [Line]) -> some View {
    let place = position.place(lineCount: text.count, pageHeight: layout.pageHeight, empty: "no text")
    let chapter = store.selectedChapter.map { "Chapter \($0.number) · \($0.title)" } ?? ""
    return HStack(spacing: 0) {
      Text(position.searchStatus(in: text) ?? chapter).bold().lineLimit(1)
      Text(" · " + place).font(.caption).lineLimit(1)
    }
  }

  /// A button that scrolls the page to a line (kept within the text) when that moves it.
  private func scrollButton(
    _ title: String, _ key: KeyEquivalent, to line: Int, in text: [Line]
  ) -> some View {
    Button(title) {
      let moved = position.scrolled(to: line, lineCount: text.count, pageHeight: layout.pageHeight)
      if moved != position { store.send(.readerMoved(moved)) }
    }
    .keyboardShortcut(key)
  }

  /// A button that goes to the next or previous match of the search.
  private func matchButton(
    _ title: String, _ key: KeyEquivalent, forward: Bool, in text: [Line]
  ) -> some View {
    Button(title) {
      var moved = position
      moved.goToMatch(forward: forward, in: text, pageHeight: layout.pageHeight)
      store.send(.readerMoved(moved))
    }
    .keyboardShortcut(key)
  }

  /// A button that scrolls sideways by `step` columns, within the widest line.
  private func sidewaysButton(
    _ title: String, _ key: KeyEquivalent, by step: Int, in text: [Line]
  ) -> some View {
    Button(title) {
      let moved = position.scrolledSideways(by: step, in: text, width: layout.textWidth)
      if moved != position { store.send(.readerMoved(moved)) }
    }
    .keyboardShortcut(key)
  }

  /// The search field's binding: typing searches at once, from the top line of the page.
  private func search(in text: [Line]) -> Binding<String> {
    Binding(
      get: { position.query },
      set: { query in
        var moved = position
        moved.search(for: query, in: text, pageHeight: layout.pageHeight)
        store.send(.readerMoved(moved))
      })
  }
}

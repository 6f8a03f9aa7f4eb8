import Composable
import TerminalUI

/// The menu's first screen: the activities of the selected chapter as buttons (r, a, d, s, t),
/// every chapter as a row whose button opens its page (Enter, or the chapter's number), what
/// each teaches and how far the learner is, and the selected chapter's summary below.
struct ChapterListView: View {
  let store: StoreOf<KitMenu>
  /// The columns the view has.
  let width: Int

  var body: some View {
    VStack(alignment: .leading) {
      if let chapter = store.selectedChapter {
        ActivityButtons(store: store, chapter: chapter)
      }
      Text("Chapters").bold()
      List {
        ForEach(store.chapters, id: \.number) { chapter in
          ChapterRow(store: store, chapter: chapter, titleWidth: titleWidth)
        }
      }
      if let chapter = store.selectedChapter {
        Text("")
        Text("Chapter \(chapter.number) · \(chapter.title)").bold()
        Text(chapter.summary)
        Text(
          chapter.isAvailable
            ? "Enter opens it: read the text, run the app, play the demo, run the tests."
            : "Coming: this chapter is still being written."
        ).font(.caption)
      }
      Spacer()
    }
  }

  /// The width the summaries line up after: the longest title's, so every summary starts in
  /// the same column, while that leaves each summary `ChapterRow.shortestSummary` columns; in a
  /// narrower window, at most a third of it (a longer title then pushes its own summary on).
  private var titleWidth: Int {
    let widest = store.chapters.map(\.title.displayWidth).max() ?? 0
    guard width - widest - ChapterRow.columnsBesideTitleAndSummary < ChapterRow.shortestSummary
    else { return widest }
    return min(max(22, width / 3), widest)
  }
}

/// A chapter's row on the list: its number, its title as the button that opens its page, what
/// it teaches, then its progress or "coming".
struct ChapterRow: View {
  let store: StoreOf<KitMenu>
  let chapter: ChapterEntry
  let titleWidth: Int

  /// The fewest columns a summary is cut to before the titles stop lining up.
  static let shortestSummary = 20
  /// What a row takes besides its title and summary: the number, the button's brackets, the gap
  /// after it, the progress ("  12/12 passed").
  static let columnsBesideTitleAndSummary = 3 + 4 + 2 + 14

  var body: some View {
    HStack(spacing: 0) {
      Text("\(chapter.number)  ").bold()
      Button(chapter.title) { store.send(.chapterTapped(chapter.number)) }
        // The course numbers its chapters 1 to 8: one key each.
        .keyboardShortcut(KeyEquivalent(Character(String(chapter.number % 10))))
        .focused(store.focusBinding, equals: .chapter(chapter.number))
      // The gap and the summary as one text, cut at its end: a row too wide for the window
      // loses the end of its summary, never a column of the gap that lines the summaries up.
      Text(
        String(repeating: " ", count: max(2, titleWidth - chapter.title.displayWidth + 2))
          + chapter.summary
      ).lineLimit(1)
      tag
    }
  }

  /// The learner's progress when it is known, "coming" for a chapter still being written.
  @ViewBuilder private var tag: some View {
    if let progress = store.progress[chapter.number] {
      Text("  ")
      if progress.solved == progress.total {
        Text(progress.label).foregroundStyle(.green)
      } else {
        Text(progress.label)
      }
    } else if !chapter.isAvailable {
      Text("  ")
      Text("coming").font(.caption)
    }
  }
}

/// The activities a chapter offers, as buttons with their keys: on the list they act on the
/// selected chapter.
struct ActivityButtons: View {
  let store: StoreOf<KitMenu>
  let chapter: ChapterEntry

  var body: some View {
    HStack {
      ForEach(chapter.activities, id: \.self) { activity in
        Button(activity.shortTitle) { store.send(.activityChosen(activity)) }
          .keyboardShortcut(KeyEquivalent(activity.key))
      }
    }
  }
}

import Composable
import TerminalUI

/// A chapter's page: what it teaches, its activities as buttons beside the shell commands that
/// do the same, its exercises with their state and file (a button opens each one's screen), and
/// Back (Esc) to the list. Under the chapter's title the page scrolls to keep the focus in view.
struct ChapterPageView: View {
  let store: StoreOf<KitMenu>

  var body: some View {
    if let chapter = store.selectedChapter {
      VStack(alignment: .leading) {
        Text("Chapter \(chapter.number) · \(chapter.title)").bold()
        Text(chapter.summary)
        // The rest scrolls under the title, as a SwiftUI `List` does, to keep the focused
        // control in view: a chapter with many exercises is taller than an 80×24 window.
        List {
          Text("")
          if chapter.activities.isEmpty {
            Text("Coming: this chapter is still being written.").font(.caption)
          }
          ForEach(chapter.activities, id: \.self) { activity in
            HStack(spacing: 0) {
              Button(activity.title) { store.send(.activityChosen(activity)) }
                .keyboardShortcut(KeyEquivalent(activity.key))
                .focused(store.focusBinding, equals: .item(.activity(activity)))
              Text("".padded(toWidth: activityWidth(chapter) - activity.title.displayWidth + 2))
              Text(chapter.shellCommand(for: activity)).font(.caption)
            }
          }
          exercises(of: chapter)
          if !chapter.isAvailable, !chapter.activities.isEmpty {
            Text("")
            Text("Its app and tests are still being written.").font(.caption)
          }
          Text("")
          Button("Back") { store.send(.backTapped) }.keyboardShortcut(.escape)
        }
        Spacer()
      }
    }
  }

  /// The chapter's exercises under their heading, or the progress alone when the manifest
  /// lists none.
  @ViewBuilder private func exercises(of chapter: ChapterEntry) -> some View {
    let progress = store.progress[chapter.number].map { ": " + $0.label } ?? ""
    let folder = filesFolder
    if !store.selectedExercises.isEmpty {
      Text("")
      HStack {
        Text("Exercises" + progress).bold()
        Text("· files in \(folder)").font(.caption)
      }
      ForEach(store.selectedExercises, id: \.id) { exercise in
        HStack(spacing: 0) {
          Button(exercise.title) { store.send(.exerciseTapped(exercise.id)) }
            .focused(store.focusBinding, equals: .item(.exercise(exercise.id)))
          Text("".padded(toWidth: exerciseWidth - exercise.title.displayWidth + 2))
          HStack(spacing: 2) {
            ExerciseStateLabel(state: exercise.state, width: stateWidth)
            // One line, cut with … when the window is narrow, rather than wrapped mid-word.
            Text(
              exercise.file.hasPrefix(folder)
                ? String(exercise.file.dropFirst(folder.count)) : exercise.file
            )
            .font(.caption).lineLimit(1)
          }
        }
      }
    } else if !progress.isEmpty {
      Text("")
      Text("Exercises" + progress).bold()
    }
  }

  /// The widest activity title: the commands line up after it.
  private func activityWidth(_ chapter: ChapterEntry) -> Int {
    chapter.activities.map(\.title.displayWidth).max() ?? 0
  }

  /// The folder the heading names and the rows leave off: the one all the chapter's exercise
  /// files are in (`Exercises/Workbook/06-Sheets/`), so that a row at 80 columns has room for its
  /// file's name, or the workbook's when they are in several.
  private var filesFolder: String {
    let folders = Set(
      store.selectedExercises.map { exercise in
        exercise.file.lastIndex(of: "/").map { exercise.file[...$0] } ?? ""
      })
    guard folders.count == 1, let folder = folders.first, !folder.isEmpty else {
      return Exercise.workbookFolder
    }
    return String(folder)
  }

  /// The widest state label of the chapter's exercises: the files line up after it.
  private var stateWidth: Int {
    store.selectedExercises.map { ExerciseStateLabel.text(of: $0.state).displayWidth }.max() ?? 0
  }

  /// The widest exercise title: the states line up after it.
  private var exerciseWidth: Int {
    store.selectedExercises.map(\.title.displayWidth).max() ?? 0
  }
}

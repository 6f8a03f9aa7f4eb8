import Composable
import TerminalUI

/// An exercise's screen: what it asks, its file and state, and its `kit` commands as buttons
/// with their keys (check, hint, watch, and the solution once the exercise passed), each beside
/// the shell command that does the same; Back (Esc) to the chapter's page.
struct ExerciseScreenView: View {
  let store: StoreOf<KitMenu>
  let id: String

  var body: some View {
    if let chapter = store.selectedChapter, let exercise = store.state.exercise(id) {
      VStack(alignment: .leading) {
        HStack {
          Text("Chapter \(chapter.number) · \(chapter.title) ›").font(.caption)
          Text("\(exercise.id) · \(exercise.title)").bold()
        }
        HStack {
          ExerciseStateLabel(state: exercise.state)
          Text("· " + exercise.file).font(.caption)
        }
        Text("")
        Text(exercise.summary)
        if exercise.state == .notStarted {
          Text("")
          Text("To start: open \(exercise.file) and set isStarted to true.").foregroundStyle(.yellow)
        }
        Text("")
        ForEach(ExerciseActivity.allCases, id: \.self) { activity in
          row(activity, isOpen: activity.isAvailable(for: exercise.state))
        }
        Text("")
        Button("Back") { store.send(.backTapped) }.keyboardShortcut(.escape)
        Spacer()
      }
    }
  }

  /// An activity's button, disabled while it is closed, and its shell command.
  private func row(_ activity: ExerciseActivity, isOpen: Bool) -> some View {
    HStack(spacing: 0) {
      Button(activity.title) { store.send(.exerciseActivityChosen(activity)) }
        .keyboardShortcut(KeyEquivalent(activity.key))
        .focused(store.focusBinding, equals: .exerciseActivity(activity))
        .disabled(!isOpen)
      Text("".padded(toWidth: titleWidth - activity.title.displayWidth + 2))
      Text(isOpen ? activity.shellCommand(for: id) : "opens once the exercise passes")
        .font(.caption)
    }
  }

  /// The widest activity title: the commands line up after it.
  private var titleWidth: Int {
    ExerciseActivity.allCases.map(\.title.displayWidth).max() ?? 0
  }
}

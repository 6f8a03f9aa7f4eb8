import Composable
import TerminalUI

/// The kit's menu as a view: the screen its state shows, each a view of its own. Its buttons
/// and shortcuts are the whole interaction, and scripts and tests press them by title.
struct KitMenuView: View {
  /// The menu's store.
  let store: StoreOf<KitMenu>
  /// The rows and columns the view has (the window less the app's header and footer).
  let size: TerminalSize

  var body: some View {
    HStack(spacing: 0) {
      screen.padding(.leading, 10)
      Spacer()
    }
  }

  /// The screen the state shows.
  @ViewBuilder private var screen: some View {
    switch store.screen {
    case .chapterList: ChapterListView(store: store, width: size.columns)
    case .chapterPage: ChapterPageView(store: store)
    case .exercise(let id): ExerciseScreenView(store: store, id: id)
    case .reader(let position):
      Reader(
        store.selectedChapter?.text?.markdown ?? "",
        title: store.selectedChapter.map { "Chapter \($0.number) · \($0.title)" },
        position: Binding(get: { position }, set: { store.send(.readerMoved($0)) }),
        size: size, close: { store.send(.backTapped) })
    }
  }
}

extension Store where State == KitMenu.State, Action == KitMenu.Action {
  /// The binding the menu's `.focused` modifiers share: the state's focus, written with
  /// `focusChanged`.
  var focusBinding: Binding<KitMenu.Focus?> {
    Bindable(self).focus.sending(KitMenu.Action.focusChanged)
  }
}

/// An exercise's state as its line says it, coloured: passed green, started yellow.
struct ExerciseStateLabel: View {
  let state: ExerciseState
  /// The columns the label takes, at least its own: the rows of a list pass their widest
  /// label's, so that what follows the label lines up.
  var width = 0

  /// What the label says for `state`: the state as the tables say it, marked when it passed.
  static func text(of state: ExerciseState) -> String {
    switch state {
    case .passed: "✔ " + state.label
    case .failingAgain: "✘ " + state.label
    case .started, .notStarted: state.label
    }
  }

  var body: some View {
    let text = Text(Self.text(of: state).padded(toWidth: width))
    switch state {
    case .passed: text.foregroundStyle(.green)
    case .failingAgain: text.foregroundStyle(.red)
    case .started: text.foregroundStyle(.yellow)
    case .notStarted: text.font(.caption)
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` columns, so that what follows lines up.
  func padded(toWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }
}

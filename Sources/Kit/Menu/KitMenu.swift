import Composable
import TerminalUI

/// The kit's menu as a feature: which chapter is selected, which screen shows (the chapter
/// list, the selected chapter's page with its activities and exercises, an exercise's screen,
/// or the chapter's text in the reader), which control the state names as focused, and what
/// the learner asked the kit to start. The view's buttons send its actions.
struct KitMenu: Reducer {
  struct State: Equatable {
    /// The chapters, in order.
    var chapters: [ChapterEntry]
    /// The index of the selected chapter in `chapters`.
    var selectedIndex = 0
    /// What the screen shows.
    var screen = Screen.chapterList
    /// The control with the focus, as the view's `.focused` bindings write it: a new screen
    /// names the one it starts on, and going back names the one the learner came from.
    var focus: Focus?
    /// Exercises solved per chapter number; chapters without an entry show no progress.
    var progress: [Int: ExerciseProgress] = [:]
    /// Each chapter's exercises with their states, by chapter number.
    var exercises: [Int: [ExerciseEntry]] = [:]
    /// What the learner asked to start; the kit leaves the menu to run it.
    var launch: Launch?
    /// Whether the menu is only a pager for one chapter's text (`kit read N`): closing the
    /// reader ends it, back to the shell, instead of showing the chapter's page.
    var isReaderOnly = false
    /// Whether the learner closed the reader of `kit read N`: the kit then stops.
    var isClosed = false

    /// The selected chapter, nil only when there are no chapters.
    var selectedChapter: ChapterEntry? {
      chapters.indices.contains(selectedIndex) ? chapters[selectedIndex] : nil
    }

    /// The selected chapter's exercises.
    var selectedExercises: [ExerciseEntry] {
      selectedChapter.flatMap { exercises[$0.number] } ?? []
    }

    /// What the selected chapter's page lists, in order: its activities, then its exercises.
    var pageItems: [PageItem] {
      (selectedChapter?.activities ?? []).map(PageItem.activity)
        + selectedExercises.map { .exercise($0.id) }
    }

    /// The exercise of the selected chapter with an id.
    func exercise(_ id: String) -> ExerciseEntry? {
      selectedExercises.first { $0.id == id }
    }
  }

  /// What the menu's screen shows.
  enum Screen: Equatable {
    /// All chapters, one selected.
    case chapterList
    /// The selected chapter's page: its activities and exercises.
    case chapterPage
    /// An exercise's screen: what it asks, its file and state, and what can be done with it.
    case exercise(id: String)
    /// The selected chapter's text in the reader: where it is scrolled to, what it searches.
    case reader(ReaderPosition)

    /// The reader scrolled to a line, at the left edge, searching nothing.
    static func reader(offset: Int) -> Screen { .reader(ReaderPosition(offset: offset)) }
  }

  /// A control of the menu that the state can name as focused.
  enum Focus: Hashable {
    /// A chapter's row on the list, by number: focusing it selects the chapter.
    case chapter(Int)
    /// An activity or an exercise on a chapter's page.
    case item(PageItem)
    /// An activity on an exercise's screen.
    case exerciseActivity(ExerciseActivity)
  }

  enum Action: Equatable {
    /// The focus moved (↑ ↓, Tab, a press): the state follows it.
    case focusChanged(Focus?)
    /// A chapter's row pressed (Enter, or its number): open its page.
    case chapterTapped(Int)
    /// An activity of the selected chapter: read, run the app, play the demo or a session,
    /// run the tests.
    case activityChosen(ChapterActivity)
    /// An exercise on a chapter's page pressed: open its screen.
    case exerciseTapped(String)
    /// An activity of the exercise on screen: check, hint, watch, solution.
    case exerciseActivityChosen(ExerciseActivity)
    /// Back (Esc): from the reader or an exercise to the chapter's page, from the page to the
    /// list.
    case backTapped
    /// The reader scrolled, searched or went to a match.
    case readerMoved(ReaderPosition)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .focusChanged(let focus):
      state.focus = focus
      if case .chapter(let number)? = focus,
        let index = state.chapters.firstIndex(where: { $0.number == number })
      {
        state.selectedIndex = index
      }
      return .none

    case .chapterTapped(let number):
      guard state.screen == .chapterList,
        let index = state.chapters.firstIndex(where: { $0.number == number })
      else { return .none }
      state.selectedIndex = index
      state.screen = .chapterPage
      state.focus = state.pageItems.first.map(Focus.item)
      return .none

    case .activityChosen(let activity):
      choose(activity, in: &state)
      return .none

    case .exerciseTapped(let id):
      guard state.screen == .chapterPage, state.exercise(id) != nil else { return .none }
      state.screen = .exercise(id: id)
      state.focus = .exerciseActivity(.check)
      return .none

    case .exerciseActivityChosen(let activity):
      guard case .exercise(let id) = state.screen else { return .none }
      choose(activity, of: id, in: &state)
      return .none

    case .backTapped:
      switch state.screen {
      case .reader where state.isReaderOnly:
        state.isClosed = true
      case .reader:
        state.screen = .chapterPage
        state.focus = .item(.read)
      case .exercise(let id):
        state.screen = .chapterPage
        state.focus = .item(.exercise(id))
      case .chapterPage:
        state.screen = .chapterList
        state.focus = state.selectedChapter.map { .chapter($0.number) }
      case .chapterList:
        break
      }
      return .none

    case .readerMoved(var reader):
      guard case .reader = state.screen else { return .none }
      reader.offset = max(0, reader.offset)
      state.screen = .reader(reader)
      return .none
    }
  }

  /// Does an activity of the selected chapter, if the chapter offers it: reading opens the
  /// reader; the others ask the kit to leave the menu and start them.
  private func choose(_ activity: ChapterActivity, in state: inout State) {
    guard let chapter = state.selectedChapter, chapter.offers(activity) else { return }
    switch activity {
    case .read:
      state.screen = .reader(offset: 0)
      state.focus = nil
    case .runApp: state.launch = .app(chapter: chapter.number)
    case .playDemo: state.launch = .demo(chapter: chapter.number)
    case .playSession:
      guard let script = chapter.sessions.first else { return }
      state.launch = .session(chapter: chapter.number, script: script)
    case .runTests: state.launch = .tests(chapter: chapter.number)
    }
  }

  /// Does an activity of an exercise, if it is open (the solution once the exercise passed):
  /// the kit leaves the menu to run its command.
  private func choose(_ activity: ExerciseActivity, of id: String, in state: inout State) {
    guard let exercise = state.exercise(id), activity.isAvailable(for: exercise.state) else {
      return
    }
    state.launch = .exercise(activity.command(for: id))
  }
}

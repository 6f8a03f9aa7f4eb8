import Composable
import TerminalUI

/// The kit's menu as a feature: which chapter is selected, which screen shows (the chapter
/// list, the selected chapter's page with its activities and exercises, an exercise's screen,
/// or the chapter's text in the reader), and what the learner asked the kit to start. Keys send
/// its actions; the view draws its state.
struct KitMenu: Reducer {
  struct State: Equatable {
    /// The chapters, in order.
    var chapters: [ChapterEntry]
    /// The index of the selected chapter in `chapters`.
    var selectedIndex = 0
    /// What the screen shows.
    var screen = Screen.chapterList
    /// Exercises solved per chapter number; chapters without an entry show no progress.
    var progress: [Int: ExerciseProgress] = [:]
    /// Each chapter's exercises with their states, by chapter number.
    var exercises: [Int: [ExerciseEntry]] = [:]
    /// What the learner asked to start; the kit leaves the menu to run it.
    var launch: Launch?

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
    /// The selected chapter's page: its activities and exercises, one highlighted (none for a
    /// chapter that offers nothing yet).
    case chapterPage(highlighted: PageItem?)
    /// An exercise's screen: what it asks, its file and state, and what can be done with it,
    /// one highlighted.
    case exercise(id: String, highlighted: ExerciseActivity)
    /// The selected chapter's text in the reader: where it is scrolled to, what it searches.
    case reader(PagerState)

    /// The reader scrolled to a line, at the left edge, searching nothing.
    static func reader(offset: Int) -> Screen { .reader(PagerState(offset: offset)) }
  }

  enum Action: Equatable {
    /// ↑ or ↓: the next chapter in the list, or the next activity on a chapter's page.
    case selectionMoved(by: Int)
    /// A digit on the list: open the page of the chapter with that number.
    case chapterNumberTyped(Int)
    /// Enter: open the selected chapter's page, or do the highlighted activity.
    case openTapped
    /// A shortcut key (r, a, d, s, t): an activity of the selected chapter.
    case activityChosen(ChapterActivity)
    /// A shortcut key on an exercise's screen (c, h, w, s): one of its activities.
    case exerciseActivityChosen(ExerciseActivity)
    /// Esc: back from the reader to the chapter's page, from the page to the list.
    case backTapped
    /// The reader scrolled to a line.
    case readerScrolled(to: Int)
    /// The reader searched, went to a match, or scrolled sideways.
    case readerChanged(PagerState)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .selectionMoved(let step):
      switch state.screen {
      case .chapterList:
        let last = max(0, state.chapters.count - 1)
        state.selectedIndex = min(max(0, state.selectedIndex + step), last)
      case .chapterPage(let highlighted):
        let items = state.pageItems
        guard let highlighted, let index = items.firstIndex(of: highlighted) else {
          return .none
        }
        let next = min(max(0, index + step), items.count - 1)
        state.screen = .chapterPage(highlighted: items[next])
      case .exercise(let id, let highlighted):
        guard let exercise = state.exercise(id) else { return .none }
        let activities = ExerciseActivity.allCases.filter { $0.isAvailable(for: exercise.state) }
        guard let index = activities.firstIndex(of: highlighted) else { return .none }
        let next = min(max(0, index + step), activities.count - 1)
        state.screen = .exercise(id: id, highlighted: activities[next])
      case .reader:
        break
      }
      return .none

    case .chapterNumberTyped(let number):
      guard state.screen == .chapterList,
        let index = state.chapters.firstIndex(where: { $0.number == number })
      else { return .none }
      state.selectedIndex = index
      state.screen = .chapterPage(highlighted: state.pageItems.first)
      return .none

    case .openTapped:
      switch state.screen {
      case .chapterList:
        state.screen = .chapterPage(highlighted: state.pageItems.first)
        return .none
      case .chapterPage(.activity(let activity)):
        choose(activity, in: &state)
        return .none
      case .chapterPage(.exercise(let id)):
        state.screen = .exercise(id: id, highlighted: .check)
        return .none
      case .exercise(let id, let highlighted):
        choose(highlighted, of: id, in: &state)
        return .none
      case .chapterPage(nil), .reader:
        return .none
      }

    case .activityChosen(let activity):
      choose(activity, in: &state)
      return .none

    case .exerciseActivityChosen(let activity):
      guard case .exercise(let id, _) = state.screen else { return .none }
      choose(activity, of: id, in: &state)
      return .none

    case .backTapped:
      switch state.screen {
      case .reader: state.screen = .chapterPage(highlighted: .read)
      case .exercise(let id, _): state.screen = .chapterPage(highlighted: .exercise(id))
      case .chapterPage: state.screen = .chapterList
      case .chapterList: break
      }
      return .none

    case .readerScrolled(let offset):
      guard case .reader(var reader) = state.screen else { return .none }
      reader.offset = max(0, offset)
      state.screen = .reader(reader)
      return .none

    case .readerChanged(let reader):
      guard case .reader = state.screen else { return .none }
      state.screen = .reader(reader)
      return .none
    }
  }

  /// Does an activity of the selected chapter, if the chapter offers it: reading opens the
  /// reader; the others ask the kit to leave the menu and start them.
  private func choose(_ activity: ChapterActivity, in state: inout State) {
    guard let chapter = state.selectedChapter, chapter.offers(activity) else { return }
    switch activity {
    case .read: state.screen = .reader(offset: 0)
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

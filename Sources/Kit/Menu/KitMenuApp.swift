import Foundation
import Composable
import TerminalUI

/// The kit's menu as a terminal app: a store running `KitMenu`, drawn by `KitMenuView`, whose
/// buttons are the whole interaction. When the learner starts something (an app, a demo, the tests) the app
/// stops with exit code 0 and `launch` says what to run; the terminal is then free for it.
@MainActor
final class KitMenuApp {
  /// The terminal app; run it, or start it on a virtual terminal in tests.
  let app: TerminalApp<KitMenu.State, KitMenu.Action>
  private var launchWatch: ObserveToken?

  /// The menu from a state; `windowSize` is the size of the window it is drawn in.
  init(state: KitMenu.State, windowSize: @escaping @MainActor () -> TerminalSize) {
    let app = TerminalApp(
      title: "The Composable kit", initialState: state, reducer: KitMenu(),
      minimumSize: TerminalSize(columns: 60, rows: 16), offersActionLog: false
    ) { store in
      let window = windowSize()
      // The app's header takes a row, its footer as many as it may (the reader's many buttons
      // fill them).
      let chrome = 1 + Footer.lineLimit(windowRows: window.rows)
      KitMenuView(store: store, size: TerminalSize(columns: window.columns, rows: window.rows - chrome))
    }
    self.app = app
    launchWatch = app.store.observe { [weak app] in
      guard let app, app.store.state.launch != nil || app.store.state.isClosed else { return }
      app.stop(exitCode: 0)
    }
  }

  /// What the learner asked to start when the menu stopped, if anything.
  var launch: Launch? { app.store.state.launch }
}

extension KitMenu.State {
  /// The menu of a course: its chapters with their texts, its progress and exercises, the
  /// first chapter selected, the list showing.
  init(course: CoursePackage) {
    self.init(
      chapters: course.chapters.map {
        ChapterEntry($0, text: course.text(of: $0), sessions: course.sessions(of: $0))
      })
    progress = course.progress
    exercises = ExerciseEntry.all(packageRoot: course.packageRoot)
    focus = chapters.first.map { .chapter($0.number) }
  }

  /// Reads the exercises' states and the progress again from the package folder: an exercise
  /// command started from the menu may have changed them.
  mutating func reloadExercises(packageRoot: URL) {
    progress = ExerciseBook.progress(packageRoot: packageRoot)
    exercises = ExerciseEntry.all(packageRoot: packageRoot)
  }
}

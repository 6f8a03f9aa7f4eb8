import Composable
import Course
import TerminalUI

/// Chapter 1, the basics: a counter with State, Action, a reducer, and a Store that the view's
/// buttons send actions to.
public enum CounterChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 1, title: "Counter",
    summary: "State, Action, a reducer and a Store: the hello world of TCA",
    folder: "01-Counter", executable: "counter", testTarget: "CounterTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// The chapter's app: a store running `CounterDomain` from `initialState`, drawn by
  /// `CounterView`, whose buttons are the whole interaction, with the chapter's text behind `r`.
  @MainActor
  public static func makeApp(
    initialState: CounterDomain.State = CounterDomain.State()
  ) -> TerminalApp<CounterDomain.State, CounterDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Counter · State, Action, reducer, Store",
      initialState: initialState, reducer: CounterDomain(),
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 56, rows: 16),
      demo: demo
    ) { store in
      CounterView(store: store)
    }
  }
}

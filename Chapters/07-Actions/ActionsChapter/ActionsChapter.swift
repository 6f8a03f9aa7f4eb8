import Composable
import Course
import OnlineStore
import TerminalUI

/// Chapter 7: actions. The profile's edit form in the terminal: bound fields edited in place,
/// focus as state, validation that moves the focus, an `onChange` that clears the message, a
/// delegate action to the parent, and view actions.
public enum ActionsChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 7, title: "Actions (delegate, view, bindable)",
    summary:
      "BindableAction, focus as state, onChange, delegate and view actions: the profile form",
    folder: "07-Actions", executable: "actions", testTarget: "ActionsTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// How long the server takes to answer Restore: long enough to see the spinner.
  public static let serverDelay = Duration.milliseconds(800)

  /// The app: `ActionsAppDomain` on the profile of the embedded user, already loaded, on the
  /// offline API client (Restore reloads from it after `serverDelay`). `withDependencies` runs
  /// after those are set, so a test can pass its clock.
  @MainActor
  public static func makeApp(
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<ActionsAppDomain.State, ActionsAppDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Actions · BindableAction, focus, delegate, ViewAction",
      initialState: ActionsAppDomain.State(
        profile: ProfileDomain.State(
          profile: (try? EmbeddedCatalog.userProfile()) ?? .default, dataLoadingStatus: .success)),
      reducer: ActionsAppDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = .offline(delay: serverDelay)
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 20),
      demo: ActionsDemo.steps
    ) { store in
      ActionsView(store: store)
    }
  }
}

import Composable
import Course
import OnlineStore
import TerminalUI

/// Chapter 4: effects. The tutorial's counter with a number fact and a timer, and the product
/// list's loading, error and Retry, as two tabs of one app.
public enum EffectsChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 4, title: "Effects",
    summary: ".run, TaskResult, cancellation and the clock: a fact, a timer, a retry",
    folder: "04-Effects", executable: "effects", testTarget: "EffectsTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// How long the Products tab's client takes to answer (its first answer is an error).
  public static let productsDelay = Duration.milliseconds(800)

  /// The app: `EffectsAppDomain` with the number fact client's live value and, for the
  /// products, `APIClient.failingOnce`. `withDependencies` runs after those are set, so a test
  /// can pass a `TestClock` or `ImmediateClock`, or its own clients.
  @MainActor
  public static func makeApp(
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<EffectsAppDomain.State, EffectsAppDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Effects · .run, cancellation, the clock",
      initialState: EffectsAppDomain.State(), reducer: EffectsAppDomain(),
      withDependencies: { dependencies in
        dependencies.numberFact = .liveValue
        dependencies.apiClient = .failingOnce(delay: productsDelay)
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 72, rows: 16),
      demo: EffectsDemo.steps
    ) { store in
      EffectsView(store: store)
    }
  }
}

import Composable
import Course
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// Chapter 6: sheets. The cart sheet over a short product list (presented state with a child
/// reducer, dismissed from the parent or from inside), and the Profile screen as optional state
/// with its two destinations in one enum: the edit form and the restore alert.
public enum SheetsChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 6, title: "Sheets",
    summary:
      "Optional and presented state, ifLet with a child reducer, dismiss, a Destination enum",
    folder: "06-Sheets", executable: "sheets", testTarget: "SheetsTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// How long the server takes to answer (an order, the profile): long enough to see the busy
  /// overlay and the spinner, and to close a sheet while its request is on its way.
  public static let serverDelay = Duration.milliseconds(1200)

  /// The app: `SheetsAppDomain` from the first products of the embedded catalog, on the offline
  /// API client answering after `serverDelay`, with the cart rows' ids from
  /// `UUIDGenerator.incrementing`. `withDependencies` runs after those are set, so a test can
  /// pass its clock.
  @MainActor
  public static func makeApp(
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<SheetsAppDomain.State, SheetsAppDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Sheets · optional state, ifLet, dismiss, Destination",
      initialState: SheetsAppDomain.State(
        productList: ShortCatalog.productList(catalog: (try? EmbeddedCatalog.products()) ?? [])),
      reducer: SheetsAppDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = .offline(delay: serverDelay)
        dependencies.uuid = .incrementing
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 20),
      demo: SheetsDemo.steps
    ) { store in
      SheetsView(store: store)
    }
  }
}

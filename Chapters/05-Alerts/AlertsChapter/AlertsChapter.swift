import Composable
import Course
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// Chapter 5: alerts. The cart sheet over a short product list, the purchase confirmation with
/// its success and error alerts as dialog boxes, and a confirmation dialog of the chapter's own.
public enum AlertsChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 5, title: "Alerts",
    summary: "AlertState, @Presents, PresentationAction, ifLet: the purchase confirmation",
    folder: "05-Alerts", executable: "alerts", testTarget: "AlertsTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// How long the server takes to answer an order: long enough to see the busy overlay.
  public static let orderDelay = Duration.milliseconds(1200)

  /// The app: `AlertsAppDomain` from the first products of the embedded catalog, talking to
  /// `server` (by default one that accepts orders until its switch is flipped), with the cart rows'
  /// ids from `UUIDGenerator.incrementing`. `withDependencies` runs after those are set, so a
  /// test can pass its clock.
  @MainActor
  public static func makeApp(
    server: OrderServer = OrderServer(delay: orderDelay),
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<AlertsAppDomain.State, AlertsAppDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Alerts · AlertState, @Presents, ifLet",
      initialState: AlertsAppDomain.State(
        productList: ShortCatalog.productList(catalog: (try? EmbeddedCatalog.products()) ?? [])),
      reducer: AlertsAppDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = server.apiClient
        dependencies.uuid = .incrementing
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 20),
      demo: AlertsDemo.steps
    ) { store in
      AlertsView(store: store, server: server)
    }
  }
}

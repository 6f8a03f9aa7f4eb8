import Composable
import Course
import OnlineStore
import TerminalUI

/// Chapter 2, composition: `AddToCartDomain` inside `ProductDomain` inside `ProductListDomain`,
/// glued with `Scope` and `forEach`, and a view that hands each row a scoped child store.
public enum CompositionChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 2, title: "Composition",
    summary: "Scope, forEach and store.scope: a list of products, each with a stepper",
    folder: "02-Composition", executable: "composition", testTarget: "CompositionTests",
    run: { arguments in await makeApp().run(arguments: arguments) })

  /// The chapter's app: a store of `ProductListDomain` started with `catalog` already in state
  /// (the embedded catalog by default), drawn by `ProductListView`, whose buttons are the whole
  /// interaction.
  /// A catalog that could not be read leaves the list empty and the view says why.
  @MainActor
  public static func makeApp(
    catalog: Result<[Product], APIError> = embeddedCatalog()
  ) -> TerminalApp<ProductListDomain.State, ProductListDomain.Action> {
    let products = (try? catalog.get()) ?? []
    let catalogError: String? =
      if case .failure(let error) = catalog { "The catalog could not be read: \(error)" } else {
        nil
      }
    return TerminalApp(
      chapter: info.number, title: "Composition · Scope, forEach, store.scope",
      initialState: initialState(products: products), reducer: ProductListDomain(),
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 12),
      demo: demo
    ) { store in
      ProductListView(store: store, catalogError: catalogError)
    }
  }
}

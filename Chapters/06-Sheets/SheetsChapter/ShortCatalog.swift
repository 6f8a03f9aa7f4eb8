import Composable
import Foundation
import OnlineStore

extension SheetsChapter {
  /// How many products of the embedded catalog the app shows: a short list, so the sheets are
  /// the lesson.
  public static let productCount = 5

  /// The app's first state: the first products of `catalog` already loaded, with the ids
  /// `UUID(0)`, `UUID(1)`, …; the cart and the profile closed.
  public static func initialState(catalog: [Product]) -> SheetsAppDomain.State {
    SheetsAppDomain.State(
      productList: ProductListDomain.State(
        dataLoadingStatus: .success,
        productList: IdentifiedArray(
          uniqueElements: catalog.prefix(productCount).enumerated().map { index, product in
            ProductDomain.State(id: UUID(index), product: product)
          })))
  }
}

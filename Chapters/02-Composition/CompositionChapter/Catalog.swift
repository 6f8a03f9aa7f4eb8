import Composable
import Foundation
import OnlineStore

extension CompositionChapter {
  /// The product list the app starts with: the catalog already loaded, one `ProductDomain.State`
  /// per product in the catalog's order, with the ids `UUID(0)`, `UUID(1)`, … so that the action
  /// log and the tests can name a row. (Chapter 3 loads the list through the API client and
  /// takes the ids from the `uuid` dependency.)
  public static func initialState(products: [Product]) -> ProductListDomain.State {
    ProductListDomain.State(
      dataLoadingStatus: .success,
      productList: IdentifiedArray(
        uniqueElements: products.enumerated().map { index, product in
          ProductDomain.State(id: UUID(index), product: product)
        }))
  }

  /// The embedded catalog of 20 products, or why it could not be read.
  public static func embeddedCatalog() -> Result<[Product], APIError> {
    Result { () throws(APIError) in try EmbeddedCatalog.products() }
  }
}

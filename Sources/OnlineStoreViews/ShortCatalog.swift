import Composable
import Foundation
import OnlineStore

/// A short product list, already loaded, for the chapters whose lesson is the cart and what it
/// presents rather than loading: the first products of a catalog.
public enum ShortCatalog {
  /// How many products of the catalog the list shows.
  public static let productCount = 5

  /// The first `productCount` products of `catalog`, loaded, with the ids `UUID(0)`,
  /// `UUID(1)`, …; the cart closed.
  public static func productList(catalog: [Product]) -> ProductListDomain.State {
    ProductListDomain.State(
      dataLoadingStatus: .success,
      productList: IdentifiedArray(
        uniqueElements: catalog.prefix(productCount).enumerated().map { index, product in
          ProductDomain.State(id: UUID(index), product: product)
        }))
  }
}

import Foundation
import OnlineStore
import OnlineStoreViews
import TestTags
import Testing

/// The short, already loaded list that chapters 5 and 6 open with.
@Suite("ShortCatalog", .tags(.app))
struct ShortCatalogTests {
  /// Seven products: two more than the list shows.
  let catalog = (0..<7).map { index in
    Product(
      id: index, title: "Product \(index)", price: Double(index), description: "",
      category: "electronics", imageString: "")
  }

  @Test("the first productCount products, loaded, with the ids UUID(0), UUID(1), …")
  func firstProductsWithCountedIDs() {
    let list = ShortCatalog.productList(catalog: catalog)

    #expect(list.dataLoadingStatus == .success)
    #expect(list.productList.map(\.product) == Array(catalog.prefix(ShortCatalog.productCount)))
    #expect(list.productList.map(\.id) == (0..<ShortCatalog.productCount).map { UUID($0) })
    #expect(list.cartState == nil)
  }

  @Test("a catalog shorter than productCount: all of it")
  func shortCatalogIsAllShown() {
    #expect(ShortCatalog.productList(catalog: Array(catalog.prefix(2))).productList.count == 2)
  }
}

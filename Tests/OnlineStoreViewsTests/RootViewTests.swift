import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import TestTags
import Testing

/// The seed's root view in SwiftUI's shape, driven by titles through `ViewHost` on a real
/// `RootDomain` store: the tabs bound to `selectedTab`, the navigation stack over `path` whose
/// destination draws `ProductDetailView`, and Esc as the back button.
@MainActor
@Suite("RootView and ProductDetailView", .tags(.app, .rootTabs))
struct RootViewTests {
  /// A store of the whole app, its products loaded from the embedded catalog.
  func makeStore() throws -> StoreOf<RootDomain> {
    let products = try EmbeddedCatalog.products()
    return Store(
      initialState: RootDomain.State(
        productListState: ProductListDomain.State(
          dataLoadingStatus: .success,
          productList: IdentifiedArray(
            uniqueElements: products.enumerated().map {
              ProductDomain.State(id: UUID($0.offset), product: $0.element)
            })))
    ) {
      RootDomain()
    } withDependencies: {
      $0.apiClient = .offline()
      $0.continuousClock = ImmediateClock()
      $0.stackElementID = .incrementing()
    }
  }

  /// A host of the app with the first product's detail pushed by its Details button.
  func hostOnFirstDetail(_ store: StoreOf<RootDomain>) -> ViewHost<RootView> {
    let host = ViewHost(RootView(store: store), columns: 80, rows: 24)
    host.tap("Details")
    return host
  }

  @Test("Details pushes the product's detail: title, facts, stepper, related products")
  func detail() throws {
    let store = try makeStore()
    let host = hostOnFirstDetail(store)

    #expect(store.path.count == 1)
    let screen = host.screen
    #expect(screen.contains("‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops"))
    #expect(screen.contains("$109.95 · men's clothing · ★ 3.9 (120 ratings)"))
    #expect(screen.contains("In the cart-to-be [ - ] 0 "))
    #expect(screen.contains("[ Mens Cotton Jacket ]"))
  }

  @Test("+ on the detail reaches the row; a related product pushes a second; Esc pops each")
  func stack() throws {
    let store = try makeStore()
    let host = hostOnFirstDetail(store)

    host.tap("+")
    #expect(store.productListState.productList[0].count == 1)
    host.tap("Mens Cotton Jacket")
    #expect(store.path.count == 2)
    #expect(host.screen.hasPrefix("‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits… › Mens Cotton Jacket\n"))
    #expect(host.screen.contains("\nMens Cotton Jacket\n"))

    host.press(.escape)
    #expect(store.path.count == 1)
    host.press(.escape)
    #expect(store.path.isEmpty)
    #expect(host.screen.contains("[ Go to Cart ]"))
  }

  @Test("a tab is tapped by its title: tabSelected; the stack stays under the Products tab")
  func tabs() throws {
    let store = try makeStore()
    let host = hostOnFirstDetail(store)

    host.tap("Profile")
    #expect(store.selectedTab == .profile)
    #expect(!host.screen.contains("‹ Products ›"))
    host.tap("Products")

    #expect(store.selectedTab == .products)
    #expect(store.path.count == 1)
    #expect(host.screen.contains("‹ Products › Fjallraven"))
  }
}

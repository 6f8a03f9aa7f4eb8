import ChapterTestSupport
import Composable
import CompositionChapter
import Foundation
import OnlineStore
import struct OnlineStoreViews.ProductCell
import TerminalUI
import TestTags
import Testing

/// `store.scope` in views: a child store sees a part of the parent's state and sends the
/// parent's actions. The app's list hands each row a child store; each row hands its button one.
@MainActor
@Suite("Child stores made with store.scope", .tags(.composition))
struct ChildStoreTests {
  @Test("a row's store reads its row and sends through the list: .product(.element(id:action:))")
  func rowStore() throws {
    let store = Store(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }
    let rowStore = try #require(
      store.scope(
        state: \.productList[id: UUID(2)], action: { .product(.element(id: UUID(2), action: $0)) }))

    #expect(rowStore.product == Product.sample[2])
    rowStore.send(.addToCart(.didTapPlusButton))

    // The row's action reached the list's reducer, wrapped, and forEach ran it on row UUID(2).
    #expect(store.productList[id: UUID(2)]?.count == 1)
    #expect(rowStore.count == 1)
  }

  @Test("the button's store is scoped once more: it only knows AddToCartDomain")
  func buttonStore() throws {
    let store = Store(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }
    let rowStore = try #require(
      store.scope(
        state: \.productList[id: UUID(0)], action: { .product(.element(id: UUID(0), action: $0)) }))
    let buttonStore = rowStore.scope(
      state: \.addToCartState, action: ProductDomain.Action.addToCart)

    buttonStore.send(.didTapPlusButton)
    buttonStore.send(.didTapPlusButton)
    buttonStore.send(.didTapMinusButton)

    #expect(buttonStore.count == 1)
    #expect(store.productList.map(\.count) == [1, 0, 0])
  }

  @Test("one row's view is drawn from its child store alone")
  func rowViewFromChildStore() throws {
    let store = Store(initialState: threeProducts(counts: [0, 2, 0])) {
      ProductListDomain()
    }
    let rowStore = try #require(
      store.scope(
        state: \.productList[id: UUID(1)], action: { .product(.element(id: UUID(1), action: $0)) }))

    let host = ViewHost(ProductCell(store: rowStore), columns: 70, rows: 1)

    #expect(host.screen == "Mens Casual Premium Slim Fit T-Shirts             $22.30 ▶ - ◀ 2 [ + ]")
    host.tap("+")
    #expect(store.productList[id: UUID(1)]?.count == 3)
  }

  @Test("store.scope over an IdentifiedArray makes one child store per row, in the list's order")
  func rowStores() {
    let store = Store(initialState: threeProducts(counts: [1, 0, 4])) {
      ProductListDomain()
    }

    let rows = store.scope(state: \.productList, action: ProductListDomain.Action.product)

    #expect(rows.map(\.state.id) == [UUID(0), UUID(1), UUID(2)])
    #expect(rows.map(\.count) == [1, 0, 4])
    let storeIDs: Set<ObjectIdentifier> = Set(rows.map(\.id))
    #expect(storeIDs.count == 3)  // each row store is a store of its own
    rows[2].send(.addToCart(.didTapMinusButton))
    #expect(store.productList[id: UUID(2)]?.count == 3)
  }

  @Test("the list view draws a cell per row through those child stores")
  func listViewDrawsRows() {
    let store = Store(initialState: threeProducts(counts: [1, 0, 4])) {
      ProductListDomain()
    }
    let host = ViewHost(ProductListView(store: store), columns: 80, rows: 10)

    let rows = host.screen.components(separatedBy: "\n").filter {
      $0.contains("$") && !$0.hasPrefix("Products")
    }
    #expect(rows.count == 3)
    #expect(rows[0].hasSuffix("[ - ] 1 [ + ]") || rows[0].hasSuffix("▶ - ◀ 1 [ + ]"))
    #expect(rows[1].hasSuffix("[ Add to Cart ]"))
    #expect(rows[2].hasSuffix("[ - ] 4 [ + ]"))
  }
}

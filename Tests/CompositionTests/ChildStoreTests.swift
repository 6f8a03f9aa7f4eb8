import Composable
import CompositionChapter
import Foundation
import OnlineStore
import Testing

/// `store.scope` in views: a child store sees a part of the parent's state and sends the
/// parent's actions. The app's list hands each row a child store; each row hands its button one.
@MainActor
@Suite("Child stores made with store.scope")
struct ChildStoreTests {
  @Test("a row's store reads its row and sends through the list: .product(.element(id:action:))")
  func rowStore() throws {
    let store = Store(initialState: threeProducts()) {
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
    let store = Store(initialState: threeProducts()) {
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

    let row = ProductCell(store: rowStore).line(width: 70).plainText

    #expect(row == "Mens Casual Premium Slim Fit T-Shirts         $22.30      [-] 2 [+]   ")
  }

  @Test("the list view makes one child store per row, in the list's order")
  func listViewRowStores() {
    let store = Store(initialState: threeProducts(counts: [1, 0, 4])) {
      ProductListDomain()
    }

    let rows = ProductListView(store: store, screen: ProductListScreen()).rowStores

    #expect(rows.map(\.state.id) == [UUID(0), UUID(1), UUID(2)])
    #expect(rows.map(\.count) == [1, 0, 4])
  }
}

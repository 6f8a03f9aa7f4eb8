import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The cart as a sheet: `@Presents var cartState`, `ifLet(\.$cartState, …) { CartListDomain() }`,
/// dismissed by the parent or from inside, its effects cancelled when it goes, and the parent's
/// private helpers.
@MainActor
@Suite("The cart sheet", .tags(.sheets), .timeLimit(.minutes(1)))
struct CartSheetTests {
  @Test("setCartView(true) presents the cart; the child reducer then runs on it")
  func presentedChildRunsItsReducer() async {
    let store = TestStore(initialState: threeProducts()) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.setCartView(isPresented: true)) { $0.cartState = cartOfTwoRows() }
    await store.send(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = 109.95 * 2 + 55.99
    }
  }

  @Test("the parent dismisses: setCartView(false) sets cartState to nil; counts are kept")
  func parentDismissesWithSetCartView() async {
    var list = threeProducts()
    list.cartState = cartOfTwoRows()
    let store = TestStore(initialState: list) { ProductListDomain() }

    await store.send(.setCartView(isPresented: false)) { $0.cartState = nil }
    #expect(store.state.productList.map(\.count) == [2, 0, 1])
  }

  @Test("the parent sends .cart(.dismiss): ifLet sets cartState to nil after the parent ran")
  func parentSendsDismiss() async {
    var list = threeProducts()
    list.cartState = cartOfTwoRows()
    let store = TestStore(initialState: list) { ProductListDomain() }

    await store.send(.cart(.dismiss)) { $0.cartState = nil }
  }

  @Test(
    "the child dismisses itself: Close calls dismiss(), and the parent receives .cart(.dismiss)")
  func childDismissesItself() async {
    var list = threeProducts()
    list.cartState = cartOfTwoRows()
    let store = TestStore(initialState: list) { ProductListDomain() }

    await store.send(.cart(.presented(.view(.didPressCloseButton))))
    await store.receive(.cart(.dismiss)) { $0.cartState = nil }
  }

  @Test("closing the sheet while the order is on its way cancels the order: no answer arrives")
  func closingCancelsTheOrder() async {
    let clock = TestClock()
    var list = threeProducts()
    var cart = cartOfTwoRows()
    cart.alert = .confirmationAlert(totalPriceString: "$275.89")
    list.cartState = cart
    let orders = LockedCount()
    let store = TestStore(initialState: list) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient.sendOrder = { _ in
        try await clock.sleep(for: .seconds(1))
        orders.increment()
        return "sent"
      }
    }

    await store.send(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) {
      $0.cartState?.alert = nil
      $0.cartState?.dataLoadingStatus = .loading
    }
    await store.send(.setCartView(isPresented: false)) { $0.cartState = nil }
    await clock.advance(by: .seconds(1))
    #expect(orders.value == 0)
  }

  @Test("orderFinished: the private helpers reset every count, then closeCart closes the sheet")
  func privateHelpersAfterTheOrder() async {
    var list = threeProducts()
    list.cartState = cartOfTwoRows()
    let store = TestStore(initialState: list) { ProductListDomain() }

    await store.send(.cart(.presented(.delegate(.orderFinished)))) {
      for id in $0.productList.ids { $0.productList[id: id]?.count = 0 }
    }
    await store.receive(.closeCart) { $0.cartState = nil }
  }
}

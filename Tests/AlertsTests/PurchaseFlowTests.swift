import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The purchase, end to end, with the exhaustive `TestStore` on `ProductListDomain`: the parent
/// presents the cart, the cart presents its alerts, and when the order is done the cart tells
/// its parent with a delegate action. Every step says what changes, down to the alert.
@MainActor
@Suite("The purchase flow, alert by alert", .tags(.alerts), .timeLimit(.minutes(1)))
struct PurchaseFlowTests {
  @Test("pay, confirm, Thank you!, Done: the parent hears orderFinished, resets and closes")
  func purchaseGoesThrough() async {
    let store = TestStore(initialState: threeProducts()) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.apiClient.sendOrder = { items in "\(items.count) rows ordered" }
    }

    // The parent presents the cart: @Presents var cartState goes from nil to a value.
    await store.send(.setCartView(isPresented: true)) {
      $0.cartState = cartOfTwoRows()
    }
    await store.send(.cart(.presented(.view(.onAppear))))
    await store.receive(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = totalOfTwoRows
    }

    // Pay presents the confirmation: the alert is state, so the test spells it out.
    await store.send(.cart(.presented(.view(.didPressPayButton)))) {
      $0.cartState?.alert = .confirmationAlert(totalPriceString: "$275.89")
    }

    // A button of the alert: ifLet clears the alert, the cart starts sending.
    await store.send(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) {
      $0.cartState?.alert = nil
      $0.cartState?.dataLoadingStatus = .loading
    }
    await store.receive(.cart(.presented(.didReceivePurchaseResponse(.success("2 rows ordered")))))
    {
      $0.cartState?.dataLoadingStatus = .success
      $0.cartState?.alert = .successAlert
    }

    // Done: the cart says orderFinished; the parent, listening, resets the counts and closes.
    await store.send(.cart(.presented(.alert(.presented(.dismissSuccessAlert))))) {
      $0.cartState?.alert = nil
    }
    await store.receive(.cart(.presented(.delegate(.orderFinished)))) {
      $0.productList[id: UUID(0)]?.count = 0
      $0.productList[id: UUID(2)]?.count = 0
    }
    await store.receive(.closeCart) {
      $0.cartState = nil
    }
  }

  @Test("an order that fails: Oops!, Done, the cart stays open, and paying again works")
  func purchaseFails() async {
    let store = TestStore(initialState: threeProducts()) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.apiClient.sendOrder = { _ in throw APIError.simulatedFailure(endpoint: "sendOrder") }
    }

    await store.send(.setCartView(isPresented: true)) {
      $0.cartState = cartOfTwoRows()
    }
    await store.send(.cart(.presented(.view(.didPressPayButton)))) {
      // No total yet (onAppear was not sent): the alert says "$0.0", as the seed's would.
      $0.cartState?.alert = .confirmationAlert(totalPriceString: "$0.0")
    }
    await store.send(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) {
      $0.cartState?.alert = nil
      $0.cartState?.dataLoadingStatus = .loading
    }
    await store.receive(
      .cart(
        .presented(
          .didReceivePurchaseResponse(
            .failure(APIError.simulatedFailure(endpoint: "sendOrder")))))
    ) {
      $0.cartState?.dataLoadingStatus = .error
      $0.cartState?.alert = .errorAlert
    }
    // Done on the error alert sends nothing more: the cart stays, with its rows.
    await store.send(.cart(.presented(.alert(.presented(.dismissErrorAlert))))) {
      $0.cartState?.alert = nil
    }
    await store.send(.cart(.presented(.view(.didPressPayButton)))) {
      $0.cartState?.alert = .confirmationAlert(totalPriceString: "$0.0")
    }
  }

  @Test("Cancel: the alert goes away and nothing is sent")
  func cancel() async {
    // The test value of the API client is unimplemented: an order sent here would fail the test.
    let store = TestStore(initialState: cartOfTwoRows()) {
      CartListDomain()
    }

    await store.send(.view(.didPressPayButton)) {
      $0.alert = .confirmationAlert(totalPriceString: "$0.0")
    }
    await store.send(.alert(.presented(.didCancelConfirmation))) {
      $0.alert = nil
    }
  }

  @Test("the cart alone: orderFinished is a delegate action the cart sends and ignores")
  func delegateFromTheCart() async {
    let store = TestStore(
      initialState: CartListDomain.State(alert: .successAlert, dataLoadingStatus: .success)
    ) {
      CartListDomain()
    }

    await store.send(.alert(.presented(.dismissSuccessAlert))) {
      $0.alert = nil
    }
    // Sent by the cart's effect, received back: the cart itself changes nothing.
    await store.receive(.delegate(.orderFinished))
  }
}

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The cart: its total, its rows, and the purchase with its alerts.
@MainActor
@Suite("CartListDomain", .tags(.app, .sheets), .timeLimit(.minutes(1)))
struct CartListDomainTests {
  /// The sample cart (1, 3 and 1 of the three sample products, $232.84) with ids `UUID(0)`…
  let sampleRows: IdentifiedArrayOf<CartItemDomain.State> = IdentifiedArrayOf(
    uniqueElements: CartItem.sample.enumerated().map {
      CartItemDomain.State(id: UUID($0.offset), cartItem: $0.element)
    })

  // MARK: view actions

  @Test("view(.onAppear) sends getTotalPrice, which sums the rows and enables the pay button")
  func onAppearComputesTheTotal() async {
    let store = TestStore(initialState: CartListDomain.State(cartItems: sampleRows, isPayButtonDisable: true)) {
      CartListDomain()
    }

    await store.send(.view(.onAppear))
    await store.receive(.getTotalPrice) {
      $0.totalPrice = expectedTotal(of: sampleRows)
      $0.isPayButtonDisable = false
    }
    #expect(store.state.totalPriceString == "$232.84")
  }

  @Test("view(.didPressPayButton) shows the confirmation for the total")
  func payButtonShowsTheConfirmation() async {
    let total = expectedTotal(of: sampleRows)
    let store = TestStore(initialState: CartListDomain.State(cartItems: sampleRows, totalPrice: total)) {
      CartListDomain()
    }

    await store.send(.view(.didPressPayButton)) {
      $0.alert = .confirmationAlert(totalPriceString: "$232.84")
    }
  }

  @Test("view(.didPressPayButton) is not guarded by the total: at $0.0 it still asks")
  func payButtonIsNotGuardedByTheTotal() async {
    let store = TestStore(initialState: CartListDomain.State(isPayButtonDisable: true)) {
      CartListDomain()
    }

    await store.send(.view(.didPressPayButton)) {
      $0.alert = .confirmationAlert(totalPriceString: "$0.0")
    }
  }

  // The Close button dismisses through the `dismiss` dependency, which needs a presenting parent:
  // ProductListDomainTests.closeButtonDismissesTheCart covers it.

  // MARK: rows and total

  @Test("deleting a row removes it, then sends getTotalPrice")
  func deletingARowRecomputesTheTotal() async {
    let store = TestStore(
      initialState: CartListDomain.State(cartItems: sampleRows, totalPrice: expectedTotal(of: sampleRows))
    ) {
      CartListDomain()
    }

    await store.send(.cartItem(.element(id: UUID(1), action: .deleteCartItem(product: Product.sample[1])))) {
      $0.cartItems.remove(id: UUID(1))
    }
    await store.receive(.getTotalPrice) {
      $0.totalPrice = Product.sample[0].price + Product.sample[2].price
    }
    #expect(store.state.totalPriceString == "$165.94")
  }

  @Test("getTotalPrice of an empty cart is 0 and greys out the pay button")
  func totalOfAnEmptyCart() async {
    let store = TestStore(initialState: CartListDomain.State(totalPrice: 12)) {
      CartListDomain()
    }

    await store.send(.getTotalPrice) {
      $0.totalPrice = 0
      $0.isPayButtonDisable = true
    }
  }

  @Test("getTotalPrice sums price × quantity and enables the pay button")
  func totalOfTheSampleCart() async {
    let store = TestStore(initialState: CartListDomain.State(cartItems: sampleRows, isPayButtonDisable: true)) {
      CartListDomain()
    }

    await store.send(.getTotalPrice) {
      $0.totalPrice = Product.sample[0].price + Product.sample[1].price * 3 + Product.sample[2].price
      $0.isPayButtonDisable = false
    }
  }

  // MARK: the purchase

  @Test("Pay in the confirmation: the alert goes, status .loading, the rows are sent, then the success alert")
  func confirmingSendsTheOrder() async {
    let sentOrders = LockedValue<[[CartItem]]>([])
    let store = TestStore(
      initialState: CartListDomain.State(
        alert: .confirmationAlert(totalPriceString: "$232.84"), cartItems: sampleRows,
        totalPrice: expectedTotal(of: sampleRows))
    ) {
      CartListDomain()
    } withDependencies: {
      $0.apiClient.sendOrder = { items in
        sentOrders.withValue { $0.append(items) }
        return "order 1"
      }
    }

    await store.send(.alert(.presented(.didConfirmPurchase))) {
      $0.alert = nil
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.didReceivePurchaseResponse(.success("order 1"))) {
      $0.dataLoadingStatus = .success
      $0.alert = .successAlert
    }
    #expect(sentOrders.value == [CartItem.sample])
  }

  @Test("Pay in the confirmation when the order fails: status .error and the error alert")
  func confirmingAnOrderThatFails() async {
    let store = TestStore(
      initialState: CartListDomain.State(alert: .confirmationAlert(totalPriceString: "$232.84"), cartItems: sampleRows)
    ) {
      CartListDomain()
    } withDependencies: {
      $0.apiClient.sendOrder = { _ in throw StubFailure() }
    }

    await store.send(.alert(.presented(.didConfirmPurchase))) {
      $0.alert = nil
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.didReceivePurchaseResponse(.failure(StubFailure()))) {
      $0.dataLoadingStatus = .error
      $0.alert = .errorAlert
    }
  }

  @Test("Cancel in the confirmation: the alert goes and nothing else happens")
  func cancellingTheConfirmation() async {
    let store = TestStore(
      initialState: CartListDomain.State(
        alert: .confirmationAlert(totalPriceString: "$232.84"), cartItems: sampleRows,
        totalPrice: expectedTotal(of: sampleRows))
    ) {
      CartListDomain()
    }

    await store.send(.alert(.presented(.didCancelConfirmation))) { $0.alert = nil }
  }

  @Test("didReceivePurchaseResponse(.success): status .success and the success alert")
  func successfulResponse() async {
    let store = TestStore(initialState: CartListDomain.State(dataLoadingStatus: .loading, cartItems: sampleRows)) {
      CartListDomain()
    }

    await store.send(.didReceivePurchaseResponse(.success("ok"))) {
      $0.dataLoadingStatus = .success
      $0.alert = .successAlert
    }
  }

  @Test("didReceivePurchaseResponse(.failure): status .error and the error alert")
  func failedResponse() async {
    let store = TestStore(initialState: CartListDomain.State(dataLoadingStatus: .loading, cartItems: sampleRows)) {
      CartListDomain()
    }

    await store.send(.didReceivePurchaseResponse(.failure(StubFailure()))) {
      $0.dataLoadingStatus = .error
      $0.alert = .errorAlert
    }
  }

  @Test("Done in the success alert: the alert goes, then delegate(.orderFinished)")
  func doneInTheSuccessAlert() async {
    let store = TestStore(
      initialState: CartListDomain.State(alert: .successAlert, dataLoadingStatus: .success, cartItems: sampleRows)
    ) {
      CartListDomain()
    }

    await store.send(.alert(.presented(.dismissSuccessAlert))) { $0.alert = nil }
    await store.receive(.delegate(.orderFinished))
  }

  @Test("Done in the error alert: the alert goes, the cart stays, and the user can pay again")
  func doneInTheErrorAlert() async {
    let total = expectedTotal(of: sampleRows)
    let store = TestStore(
      initialState: CartListDomain.State(
        alert: .errorAlert, dataLoadingStatus: .error, cartItems: sampleRows, totalPrice: total)
    ) {
      CartListDomain()
    }

    await store.send(.alert(.presented(.dismissErrorAlert))) { $0.alert = nil }
    await store.send(.view(.didPressPayButton)) {
      $0.alert = .confirmationAlert(totalPriceString: "$232.84")
    }
  }

  @Test("delegate(.orderFinished) changes nothing in the cart")
  func orderFinishedIsForTheParent() async {
    let store = TestStore(initialState: CartListDomain.State(dataLoadingStatus: .success, cartItems: sampleRows)) {
      CartListDomain()
    }

    await store.send(.delegate(.orderFinished))
  }

  // MARK: derived state

  @Test(
    "totalPriceString is \"$\" and Swift's description of the total rounded to cents",
    arguments: [
      (0.0, "$0.0"), (219.9, "$219.9"), (109.95 + 22.3 * 3 + 55.99 as Double, "$232.84"),
      (0.1 + 0.2 as Double, "$0.3"),
    ])
  func totalPriceString(total: Double, expected: String) {
    #expect(CartListDomain.State(totalPrice: total).totalPriceString == expected)
  }

  @Test(
    "isRequestInProcess is true only while the order is sent",
    arguments: [
      (DataLoadingStatus.notStarted, false), (.loading, true), (.success, false), (.error, false),
    ])
  func requestInProcess(status: DataLoadingStatus, expected: Bool) {
    #expect(CartListDomain.State(dataLoadingStatus: status).isRequestInProcess == expected)
  }
}

import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import TestTags
import Testing

/// The seed's product list and cart sheet in SwiftUI's shape, driven by titles through
/// `ViewHost` on a real store: the rows and their steppers, the sheet that `$store.scope`
/// presents, the cart's `.onAppear`, Delete, Pay and its alert, the spinner while the order is
/// sent.
@MainActor
@Suite("ProductListView and CartListView", .tags(.app, .composition), .timeLimit(.minutes(1)))
struct ProductListViewTests {
  /// A store of the three sample products, loaded, on the offline client that answers at once.
  func makeStore(
    status: DataLoadingStatus = .success, failing: Bool = false
  ) -> StoreOf<ProductListDomain> {
    Store(
      initialState: ProductListDomain.State(
        dataLoadingStatus: status,
        productList: IdentifiedArray(
          uniqueElements: Product.sample.enumerated().map {
            ProductDomain.State(id: UUID($0.offset), product: $0.element)
          }))
    ) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient = .offline(failing: failing)
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
    }
  }

  /// A host of the list with the first product once in the cart-to-be (`+` on its row) and the
  /// cart opened by its button.
  func hostWithCartOfOne(_ store: StoreOf<ProductListDomain>) -> ViewHost<ProductListView> {
    let host = ViewHost(ProductListView(store: store), columns: 80, rows: 16)
    host.press(.down)
    host.press(.character("+"))
    host.tap("Go to Cart")
    return host
  }

  @Test("each row: title, price, its stepper from a scoped store; + presses the row's own")
  func rows() {
    let store = makeStore()
    let host = ViewHost(ProductListView(store: store), columns: 80, rows: 12)

    #expect(host.screen.contains("Products"))
    #expect(host.focusedTitle == "Go to Cart")
    host.press(.down)
    host.press(.character("+"))
    host.press(.character("+"))

    #expect(store.productList.map(\.count) == [2, 0, 0])
    #expect(host.screen.contains("[ - ] 2"))
  }

  @Test("Go to Cart presents the sheet; its .onAppear computes the total; Esc sends .dismiss")
  func cartSheet() {
    let store = makeStore()
    let host = hostWithCartOfOne(store)

    #expect(store.cartState?.totalPrice == Product.sample[0].price)
    #expect(host.screen.contains("╭─ Cart ─"))
    #expect(host.screen.contains("Quantity: 1"))
    #expect(host.screen.contains("[ Pay \(store.cartState?.totalPriceString ?? "?") ]"))
    host.press(.escape)
    #expect(store.cartState == nil)
  }

  @Test("Delete takes the row out of the cart and sets its product back to 0")
  func delete() {
    let store = makeStore()
    let host = hostWithCartOfOne(store)

    host.tap("Delete")

    #expect(store.cartState?.cartItems.isEmpty == true)
    #expect(store.productList[0].count == 0)
    #expect(host.screen.contains("Oops, your cart is empty!"))
  }

  @Test("an empty cart: Pay is disabled, so tapping it is misuse that says so")
  func payDisabled() {
    let store = makeStore()
    let host = ViewHost(ProductListView(store: store), columns: 80, rows: 16)
    host.tap("Go to Cart")

    withKnownIssue {
      host.tap("Pay $0.00")
    } matching: {
      $0.description.contains(#"the button "Pay $0.00" is disabled"#)
    }
    #expect(store.cartState?.alert == nil)
  }

  @Test("Pay: the confirmation alert; its Pay sends the order; the answer's alert; Done closes")
  func purchase() async {
    let store = makeStore()
    let host = hostWithCartOfOne(store)
    let total = store.cartState?.totalPriceString ?? "?"

    host.tap("Pay \(total)")
    #expect(host.screen.contains("Confirm your purchase"))
    host.tap("Pay \(total)")  // the alert's button: the alert is the layer on top
    #expect(store.cartState?.isRequestInProcess == true)
    #expect(host.screen.contains("Sending your order…"))
    for _ in 0..<50 where store.cartState?.alert == nil { await Task.yield() }

    #expect(host.screen.contains("Thank you!"))
    host.tap("Done")
    for _ in 0..<50 where store.cartState != nil { await Task.yield() }
    #expect(store.cartState == nil)
  }

  @Test(".task asks for the products: a spinner, then the error and Retry, which loads again")
  func loadingAndError() async {
    let store = makeStore(status: .notStarted, failing: true)
    let host = ViewHost(ProductListView(store: store), columns: 60, rows: 8)

    #expect(host.screen.contains("Loading the products…"))
    for _ in 0..<50 where store.dataLoadingStatus != .error { await Task.yield() }
    #expect(host.screen.contains("✗ The products could not be loaded."))
    host.tap("Retry")
    #expect(store.dataLoadingStatus == .loading)
  }
}

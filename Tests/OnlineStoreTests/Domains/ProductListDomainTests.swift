import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The Products tab: loading the catalog, the rows, and the cart sheet it presents.
@MainActor
@Suite("ProductListDomain", .tags(.app, .composition), .timeLimit(.minutes(1)))
struct ProductListDomainTests {
  /// The cart that `setCartView(isPresented: true)` builds from counts [2, 0, 1]: the first and
  /// third products, with the ids `UUID(0)` and `UUID(1)` in list order.
  let cartOfFirstAndThird = CartListDomain.State(
    cartItems: [
      CartItemDomain.State(id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2)),
      CartItemDomain.State(id: UUID(1), cartItem: CartItem(product: Product.sample[2], quantity: 1)),
    ])

  // MARK: fetchProducts

  @Test("fetchProducts: status .loading, then the catalog arrives with ids from uuid() in order")
  func fetchProductsLoadsTheCatalog() async {
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { Product.sample }
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) { $0.dataLoadingStatus = .loading }
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.productList = [
        ProductDomain.State(id: UUID(0), product: Product.sample[0]),
        ProductDomain.State(id: UUID(1), product: Product.sample[1]),
        ProductDomain.State(id: UUID(2), product: Product.sample[2]),
      ]
    }
  }

  @Test(
    "fetchProducts is ignored while loading and after success (the client is never called)",
    arguments: [DataLoadingStatus.loading, .success])
  func fetchProductsIsIgnored(status: DataLoadingStatus) async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: status, productList: productRows(counts: [1, 0, 0]))
    ) {
      ProductListDomain()
    }

    await store.send(.fetchProducts)
  }

  @Test("fetchProducts after an error retries: status .loading and a new request")
  func fetchProductsRetriesAfterAnError() async {
    let store = TestStore(initialState: ProductListDomain.State(dataLoadingStatus: .error)) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { [Product.sample[1]] }
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) { $0.dataLoadingStatus = .loading }
    await store.receive(ProductListDomain.Action.fetchProductsResponse) {
      $0.dataLoadingStatus = .success
      $0.productList = [ProductDomain.State(id: UUID(0), product: Product.sample[1])]
    }
  }

  @Test("fetchProducts whose request fails: status .error, nothing else")
  func fetchProductsFails() async {
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { throw StubFailure() }
    }

    await store.send(.fetchProducts) { $0.dataLoadingStatus = .loading }
    await store.receive(.fetchProductsResponse(.failure(StubFailure()))) {
      $0.dataLoadingStatus = .error
    }
  }

  // MARK: fetchProductsResponse

  @Test("fetchProductsResponse(.success) replaces the list, counts included, with fresh ids")
  func successReplacesTheList() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .loading, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.fetchProductsResponse(.success([Product.sample[2], Product.sample[0]]))) {
      $0.dataLoadingStatus = .success
      $0.productList = [
        ProductDomain.State(id: UUID(0), product: Product.sample[2]),
        ProductDomain.State(id: UUID(1), product: Product.sample[0]),
      ]
    }
  }

  @Test("fetchProductsResponse(.failure): status .error, the list untouched")
  func failureKeepsTheList() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .loading, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.fetchProductsResponse(.failure(StubFailure()))) {
      $0.dataLoadingStatus = .error
    }
  }

  // MARK: setCartView

  @Test("setCartView(true) builds the cart from counts above zero, in list order, with fresh ids")
  func openingTheCartBuildsIt() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .success, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.setCartView(isPresented: true)) {
      $0.cartState = cartOfFirstAndThird
    }
    #expect(store.state.cartState?.totalPrice == 0)
    #expect(store.state.cartState?.isPayButtonDisable == false)
  }

  @Test("setCartView(true) with every count at zero opens an empty cart")
  func openingAnEmptyCart() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .success, productList: productRows(counts: [0, 0, 0]))
    ) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.setCartView(isPresented: true)) {
      $0.cartState = CartListDomain.State()
    }
  }

  @Test("setCartView(false) closes the cart and keeps the counts")
  func closingTheCartWithSetCartView() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.setCartView(isPresented: false)) { $0.cartState = nil }
  }

  // MARK: cart

  @Test("deleting a cart row: the cart removes it, its getTotalPrice comes, then resetProduct")
  func deletingACartRowResetsTheProduct() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(
      .cart(.presented(.cartItem(.element(id: UUID(0), action: .deleteCartItem(product: Product.sample[0])))))
    ) {
      $0.cartState?.cartItems.remove(id: UUID(0))
    }
    await store.receive(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = Product.sample[2].price
    }
    await store.receive(.resetProduct(product: Product.sample[0])) {
      $0.productList[id: UUID(100)]?.count = 0
    }
  }

  @Test("deleting the last cart row greys out the pay button and resets that product")
  func deletingTheLastCartRow() async {
    let cart = CartListDomain.State(
      cartItems: [
        CartItemDomain.State(id: UUID(0), cartItem: CartItem(product: Product.sample[1], quantity: 3))
      ],
      totalPrice: Product.sample[1].price * 3)
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cart, productList: productRows(counts: [0, 3, 0]))
    ) {
      ProductListDomain()
    }

    await store.send(
      .cart(.presented(.cartItem(.element(id: UUID(0), action: .deleteCartItem(product: Product.sample[1])))))
    ) {
      $0.cartState?.cartItems = []
    }
    await store.receive(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = 0
      $0.cartState?.isPayButtonDisable = true
    }
    await store.receive(.resetProduct(product: Product.sample[1])) {
      $0.productList[id: UUID(101)]?.count = 0
    }
  }

  @Test("the cart's delegate(.orderFinished): every count back to zero, then closeCart")
  func orderFinishedResetsAndCloses() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.cart(.presented(.delegate(.orderFinished)))) {
      $0.productList = productRows(counts: [0, 0, 0])
    }
    await store.receive(.closeCart) { $0.cartState = nil }
  }

  @Test("Done in the success alert: the alert goes, the cart finishes the order, the parent resets and closes")
  func doneAfterASuccessfulOrder() async {
    var cart = cartOfFirstAndThird
    cart.dataLoadingStatus = .success
    cart.alert = .successAlert
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cart, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.cart(.presented(.alert(.presented(.dismissSuccessAlert))))) {
      $0.cartState?.alert = nil
    }
    await store.receive(.cart(.presented(.delegate(.orderFinished)))) {
      $0.productList = productRows(counts: [0, 0, 0])
    }
    await store.receive(.closeCart) { $0.cartState = nil }
  }

  @Test("cart(.dismiss): the cart goes away, the counts are kept")
  func dismissingTheCartKeepsCounts() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.cart(.dismiss)) { $0.cartState = nil }
  }

  @Test("the cart's Close button dismisses it through the dismiss dependency")
  func closeButtonDismissesTheCart() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.cart(.presented(.view(.didPressCloseButton))))
    await store.receive(.cart(.dismiss)) { $0.cartState = nil }
  }

  // MARK: resetProduct, closeCart, product

  @Test("resetProduct sets the count of the row with that Product.id to zero")
  func resetProductResetsThatRow() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .success, productList: productRows(counts: [2, 4, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.resetProduct(product: Product.sample[1])) {
      $0.productList[id: UUID(101)]?.count = 0
    }
  }

  @Test("resetProduct of a product that is not in the list changes nothing")
  func resetProductOfAnUnknownProduct() async {
    var unknown = Product.sample[0]
    unknown.id = 999
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .success, productList: productRows(counts: [2, 4, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.resetProduct(product: unknown))
  }

  @Test("closeCart closes the cart and keeps the counts")
  func closeCartClosesTheCart() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartOfFirstAndThird, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.closeCart) { $0.cartState = nil }
  }

  @Test("a product row's action changes that row only: nothing happens in the parent")
  func productActionsStayInTheRow() async {
    let store = TestStore(
      initialState: ProductListDomain.State(dataLoadingStatus: .success, productList: productRows(counts: [2, 0, 1]))
    ) {
      ProductListDomain()
    }

    await store.send(.product(.element(id: UUID(101), action: .addToCart(.didTapPlusButton)))) {
      $0.productList[id: UUID(101)]?.count = 1
    }
    await store.send(.product(.element(id: UUID(101), action: .addToCart(.didTapMinusButton)))) {
      $0.productList[id: UUID(101)]?.count = 0
    }
    await store.send(.product(.element(id: UUID(101), action: .addToCart(.didTapMinusButton))))
  }

  // MARK: derived state

  @Test(
    "isLoading and shouldShowError follow the status",
    arguments: [
      (DataLoadingStatus.notStarted, false, false), (.loading, true, false), (.success, false, false),
      (.error, false, true),
    ])
  func derivedFlags(status: DataLoadingStatus, isLoading: Bool, shouldShowError: Bool) {
    let state = ProductListDomain.State(dataLoadingStatus: status)
    #expect(state.isLoading == isLoading)
    #expect(state.shouldShowError == shouldShowError)
  }
}

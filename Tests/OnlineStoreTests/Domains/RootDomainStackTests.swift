import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The Products tab's navigation stack: a row opens its product's detail, the detail's stepper
/// and the list's stay in step through the `countChanged` delegate, related products drill down
/// through `open`, and back pops through `dismiss`. Stack ids are 0, 1, 2… in a test store.
@MainActor
@Suite("RootDomain's navigation stack", .tags(.app, .rootTabs), .timeLimit(.minutes(1)))
struct RootDomainStackTests {
  /// The three sample products loaded, with 2 backpacks in the cart-to-be.
  let loaded = RootDomain.State(
    productListState: ProductListDomain.State(
      dataLoadingStatus: .success, productList: productRows(counts: [2, 0, 0])))

  /// The backpack's detail as the root pushes it from `loaded`.
  let backpackDetail = RootDomain.Path.State.productDetail(
    ProductDetailDomain.State(
      product: Product.sample[0], count: 2, related: [Product.sample[1], Product.sample[2]]))

  @Test("openDetailTapped on a row pushes its detail with the row's count and related products")
  func openingARowPushesItsDetail() async {
    let store = TestStore(initialState: loaded) { RootDomain() }

    await store.send(.productList(.product(.element(id: UUID(100), action: .openDetailTapped)))) {
      $0.path[id: 0] = backpackDetail
    }
  }

  @Test("the detail's stepper changes its row in the list through delegate(.countChanged)")
  func detailStepperChangesTheRow() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.path(.element(id: 0, action: .productDetail(.plusTapped)))) {
      $0.path[id: 0, case: RootDomain.Path.State.productDetail]?.count = 3
    }
    await store.receive(
      .path(.element(id: 0, action: .productDetail(.delegate(.countChanged(productID: 1, count: 3)))))
    ) {
      $0.productListState.productList[id: UUID(100)]?.count = 3
    }
  }

  @Test("a related product drills down: open pushes its detail above the first")
  func relatedProductDrillsDown() async {
    let store = TestStore(initialState: loaded) { RootDomain() }

    await store.send(.productList(.product(.element(id: UUID(100), action: .openDetailTapped)))) {
      $0.path.append(backpackDetail)
    }
    await store.send(.path(.element(id: 0, action: .productDetail(.relatedTapped(productID: 3)))))
    await store.receive(.path(.element(id: 0, action: .productDetail(.delegate(.open(productID: 3)))))) {
      $0.path[id: 1] = .productDetail(
        ProductDetailDomain.State(
          product: Product.sample[2], count: 0, related: [Product.sample[0], Product.sample[1]]))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("the same product twice on the stack: a change in one reaches the other and the row, not the jacket")
  func sameProductTwiceStaysInStep() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    initial.path[id: 1] = .productDetail(
      ProductDetailDomain.State(
        product: Product.sample[2], count: 0, related: [Product.sample[0], Product.sample[1]]))
    initial.path[id: 2] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.path(.element(id: 2, action: .productDetail(.minusTapped)))) {
      $0.path[id: 2, case: RootDomain.Path.State.productDetail]?.count = 1
    }
    await store.receive(
      .path(.element(id: 2, action: .productDetail(.delegate(.countChanged(productID: 1, count: 1)))))
    ) {
      $0.productListState.productList[id: UUID(100)]?.count = 1
      $0.path[id: 0, case: RootDomain.Path.State.productDetail]?.count = 1
    }
  }

  @Test("a change in the list reaches the details on the stack")
  func listChangesReachTheDetails() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.productList(.resetProduct(product: Product.sample[0]))) {
      $0.productListState.productList[id: UUID(100)]?.count = 0
      $0.path[id: 0, case: RootDomain.Path.State.productDetail]?.count = 0
    }
  }

  @Test("back dismisses the top detail: the root receives popFrom for its id")
  func backPopsTheDetail() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    initial.path[id: 1] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.path(.element(id: 1, action: .productDetail(.backTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("switching tabs keeps the stack")
  func tabsKeepTheStack() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    await store.send(.tabSelected(.products)) { $0.selectedTab = .products }
    #expect(store.state.path.count == 1)
  }

  @Test("a product the list does not hold pushes nothing")
  func unknownProductPushesNothing() async {
    var initial = loaded
    initial.path[id: 0] = backpackDetail
    let store = TestStore(initialState: initial) { RootDomain() }

    await store.send(.path(.element(id: 0, action: .productDetail(.relatedTapped(productID: 99)))))
    await store.receive(.path(.element(id: 0, action: .productDetail(.delegate(.open(productID: 99))))))
    #expect(store.state.path.count == 1)
  }
}

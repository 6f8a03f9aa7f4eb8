// Solution of root-tabs.deep-link · Start already navigated                 (chapter 8, Root tabs)
//
// Navigation is state, so a link that opens the app somewhere deep is an initial state, built
// once: the rows of the catalog with the cart's counts, a `StackState` of the details in the
// order they are stacked (the first at the bottom), and the cart sheet's state in
// `cartState`. Each piece is built as the app builds it when the user navigates by hand: a
// detail with its row's count and the related products of its category, the cart from the rows
// whose count is above zero. Then the store cannot tell a linked start from a walked one.
//
// The test starts a TestStore from the link and uses the app from there: the sheet's total,
// closing the sheet, the stepper of the top detail (id 1: the store numbered the link's details
// 0 and 1) reaching its row, and Back.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum DeepLinkExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.deep-link"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

extension RootDomain.State {
  /// The app as a link opens it: the Products tab with `catalog` loaded, each product's count the
  /// quantity `cart` holds of it; the details of the products `path` names pushed in that order
  /// (an id the catalog lacks is skipped); and the cart sheet open over them.
  ///
  /// Row and cart-row ids come from `@Dependency(\.uuid)`, rows first, as when the user walks
  /// there; stack ids from the store's own counter.
  public static func deepLink(catalog: [Product], cart: [CartItem], path: [Int]) -> Self {
    @Dependency(\.uuid) var uuid
    let rows = IdentifiedArrayOf(
      uniqueElements: catalog.map { product in
        ProductDomain.State(
          id: uuid(), product: product,
          addToCartState: AddToCartDomain.State(
            count: cart.first { $0.product.id == product.id }?.quantity ?? 0))
      })
    let details = path.compactMap { productID in
      rows.first { $0.product.id == productID }.map { row in
        RootDomain.Path.State.productDetail(
          ProductDetailDomain.State(
            product: row.product, count: row.count,
            related: Array(
              rows.map(\.product)
                .filter { $0.category == row.product.category && $0.id != productID }
                .prefix(RootDomain.relatedCount))))
      }
    }
    let cartSheet = CartListDomain.State(
      cartItems: IdentifiedArrayOf(
        uniqueElements: rows.filter { $0.count > 0 }.map { row in
          CartItemDomain.State(
            id: uuid(), cartItem: CartItem(product: row.product, quantity: row.count))
        }))
    return RootDomain.State(
      productListState: ProductListDomain.State(
        dataLoadingStatus: .success, cartState: cartSheet, productList: rows),
      path: StackState(details))
  }
}

// Your tests, a Swift Testing suite: `swift test --filter DeepLinkTests` runs them. Its trait,
// `.exercise(…)`, also runs each test again from links the grader broke, where it must fail.
@MainActor
@Suite("root-tabs.deep-link · your tests", .exercise(DeepLinkExercise.self))
struct DeepLinkTests {
  @Test("The app opened by the link works from there: the cart's total, the top detail, Back")
  func deepLink() async {
    let tShirt = Product.sample[1]
    let store = TestStore(
      initialState: RootDomain.State.deepLink(
        catalog: Product.sample, cart: [CartItem(product: tShirt, quantity: 2)], path: [1, 2])
    ) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    // The state the link built, kept with the test's results (`swift test --attachments-path
    // DIR`): when a step below fails, it shows where the link put everything.
    Attachment.record(customDump(store.state), named: "deep-link-state.txt")

    // The sheet appears over the T-shirt's detail, and asks for its total.
    await store.send(.productList(.cart(.presented(.view(.onAppear)))))
    await store.receive(.productList(.cart(.presented(.getTotalPrice)))) {
      $0.productListState.cartState?.totalPrice = tShirt.price * 2
    }
    await store.send(.productList(.setCartView(isPresented: false))) {
      $0.productListState.cartState = nil
    }

    // The top detail, #1, is the T-shirt's, with the cart's count.
    await store.send(.path(.element(id: 1, action: .productDetail(.plusTapped)))) {
      $0.path[id: 1, case: RootDomain.Path.State.productDetail]?.count = 3
    }
    await store.receive(
      .path(.element(id: 1, action: .productDetail(.delegate(.countChanged(productID: 2, count: 3)))))
    ) {
      $0.productListState.productList[id: UUID(1)]?.count = 3
    }

    // Back: the T-shirt's detail goes; the Backpack's, #0, stays.
    await store.send(.path(.element(id: 1, action: .productDetail(.backTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }
}

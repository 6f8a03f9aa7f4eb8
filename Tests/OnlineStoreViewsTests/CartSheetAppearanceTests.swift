import Composable
import ComposableTesting
import Foundation
import OnlineStore
import OnlineStoreViews
import Testing

/// The cart sheet's `.onAppear`, which the terminal sends itself once the sheet is presented.
@MainActor
@Suite("CartSheetAppearance")
struct CartSheetAppearanceTests {
  /// The list with 2 of the first sample product and 1 of the third.
  let list = ProductListDomain.State(
    dataLoadingStatus: .success,
    productList: IdentifiedArray(
      uniqueElements: zip(Product.sample, [2, 0, 1]).enumerated().map { index, pair in
        ProductDomain.State(
          id: UUID(100 + index), product: pair.0,
          addToCartState: AddToCartDomain.State(count: pair.1))
      }))

  @Test("setCartView(true): the sheet is presented, then its onAppear computes the total")
  func presentingTheSheetSendsOnAppear() async {
    let store = TestStore(initialState: list) {
      ProductListDomain()
      CartSheetAppearance()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.setCartView(isPresented: true)) {
      $0.cartState = CartListDomain.State(
        cartItems: [
          CartItemDomain.State(
            id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2)),
          CartItemDomain.State(
            id: UUID(1), cartItem: CartItem(product: Product.sample[2], quantity: 1)),
        ])
    }
    await store.receive(.cart(.presented(.view(.onAppear))))
    await store.receive(.cart(.presented(.getTotalPrice))) {
      $0.cartState?.totalPrice = Product.sample[0].price * 2 + Product.sample[2].price
      $0.cartState?.isPayButtonDisable = false
    }
  }

  @Test("setCartView(false) sends nothing: the exhaustive store would fail on an onAppear")
  func dismissingTheSheetSendsNothing() async {
    var open = list
    open.cartState = CartListDomain.State()
    let store = TestStore(initialState: open) {
      ProductListDomain()
      CartSheetAppearance()
    }

    await store.send(.setCartView(isPresented: false)) {
      $0.cartState = nil
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

/// Grades root-tabs.deep-link: a link's initial state, two details deep with the cart sheet
/// open, is the state a user reaches by walking there.
@MainActor
@Suite(
  .exercise(DeepLinkExercise.self))
struct DeepLinkGrader {
  typealias Detail = RootDomain.Path.State

  /// Two T-shirts, the second product of the sample catalog.
  static let twoTShirts = [CartItem(product: Product.sample[1], quantity: 2)]

  @Test("the link's state is the state reached by hand: two T-shirts, the Backpack, its T-shirt, the cart")
  func sameAsWalkingThere() async {
    let walked = TestStore(initialState: RootDomain.State()) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.apiClient.fetchProducts = { Product.sample }
    }
    walked.exhaustivity = .off
    await walked.send(.productList(.fetchProducts))
    await walked.receive(.productList(.fetchProductsResponse(.success(Product.sample))))
    for _ in 1...2 {
      await walked.send(
        .productList(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))))
    }
    await walked.send(.productList(.product(.element(id: UUID(0), action: .openDetailTapped))))
    await walked.send(.path(.element(id: 0, action: .productDetail(.relatedTapped(productID: 2)))))
    await walked.receive(.path(.element(id: 0, action: .productDetail(.delegate(.open(productID: 2))))))
    await walked.send(.productList(.setCartView(isPresented: true)))

    let linked = TestStore(
      initialState: RootDomain.State.deepLink(catalog: Product.sample, cart: Self.twoTShirts, path: [1, 2])
    ) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    // The store's diff shows what the walk reached (−) and the link built instead (+).
    linked.assert { $0 = walked.state }
  }

  @Test("a detail lists only up to RootDomain.relatedCount related products, as the root pushes it (the whole catalog's six electronics)")
  func relatedUpToTheLimit() async throws {
    let catalog = try EmbeddedCatalog.products()
    let drive = try #require(catalog.firstIndex { $0.id == 9 }, "the embedded catalog's first electronics")
    let walked = TestStore(initialState: RootDomain.State()) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.apiClient.fetchProducts = { catalog }
    }
    walked.exhaustivity = .off
    await walked.send(.productList(.fetchProducts))
    await walked.receive(.productList(.fetchProductsResponse(.success(catalog))))
    await walked.send(.productList(.product(.element(id: UUID(drive), action: .openDetailTapped))))
    await walked.send(.productList(.setCartView(isPresented: true)))

    let linked = TestStore(
      initialState: RootDomain.State.deepLink(catalog: catalog, cart: [], path: [9])
    ) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let related = linked.state.path[id: 0, case: Detail.productDetail]?.related ?? []
    #expect(
      related.count == RootDomain.relatedCount,
      """
      The drive's category holds five other products, and a detail lists only the first \
      RootDomain.relatedCount (\(RootDomain.relatedCount)) of them: .prefix(RootDomain.relatedCount). \
      The link's detail lists \(related.count).
      """)
    // The store's diff shows what the walk reached (−) and the link built instead (+).
    linked.assert { $0 = walked.state }
  }

  @Test("a product the catalog lacks pushes nothing; an empty cart is an open, empty sheet")
  func unknownProduct() async {
    let linked = TestStore(
      initialState: RootDomain.State.deepLink(catalog: Product.sample, cart: [], path: [3, 99])
    ) {
      RootDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(linked.state.path.count == 1, "only the Jacket (3) is pushed")
    #expect(linked.state.path[id: 0, case: Detail.productDetail]?.product == Product.sample[2])
    #expect(linked.state.productListState.cartState == CartListDomain.State())
  }

  @Test("your testDeepLink passes on your deepLink")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in DeepLink.swift.
    await testDeepLink(RootDomain.State.deepLink)
  }

  @Test("your testDeepLink fails on a link that stacks the details in the wrong order")
  func learnersTestCatchesAReversedStack() async {
    await expectLearnersTest(
      "testDeepLink", toCatch: "the T-shirt's detail is at the bottom and the Backpack's on top",
      advice: """
        Send .plusTapped to the top detail, id 1, and say what it changes: \
        $0.path[id: 1, case: RootDomain.Path.State.productDetail]?.count = 3; then receive its \
        delegate, .countChanged(productID: 2, count: 3).
        """
    ) {
      await testDeepLink { catalog, cart, path in
        .deepLink(catalog: catalog, cart: cart, path: path.reversed())
      }
    }
  }

  @Test("your testDeepLink fails on a link whose details do not show the cart's counts")
  func learnersTestCatchesDetailsAtZero() async {
    await expectLearnersTest(
      "testDeepLink", toCatch: "every detail starts at count 0, whatever the cart holds",
      advice: """
        The T-shirt's detail starts at 2: after .plusTapped on id 1 its count is 3, and the \
        delegate says count 3.
        """
    ) {
      await testDeepLink { catalog, cart, path in
        var state = RootDomain.State.deepLink(catalog: catalog, cart: cart, path: path)
        for id in state.path.ids {
          state.path[id: id, case: Detail.productDetail]?.count = 0
        }
        return state
      }
    }
  }

  @Test("your testDeepLink fails on a link that does not open the cart sheet")
  func learnersTestCatchesNoSheet() async {
    await expectLearnersTest(
      "testDeepLink", toCatch: "the cart sheet is not open",
      advice: """
        Start with the sheet: send .productList(.cart(.presented(.view(.onAppear)))), receive \
        its total, and close it with .productList(.setCartView(isPresented: false)) { \
        $0.productListState.cartState = nil }.
        """
    ) {
      await testDeepLink { catalog, cart, path in
        var state = RootDomain.State.deepLink(catalog: catalog, cart: cart, path: path)
        state.productListState.cartState = nil
        return state
      }
    }
  }
}

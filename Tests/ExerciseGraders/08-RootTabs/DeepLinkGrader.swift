import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades root-tabs.deep-link: a link's initial state, two details deep with the cart sheet open,
// is the state a user reaches by walking there; the learner's test must fail when it starts from
// a state a broken link would build.

extension DeepLinkExercise: GradedExercise {
  /// Links built wrong: the state the learner's store starts from, rewritten as each would have
  /// built it.
  public static var brokenVersions: [BrokenVersion] {
    [
      .initialState(
        "the link stacks the details in the wrong order, the T-shirt's at the bottom",
        advice: """
          Send .plusTapped to the top detail, id 1, and say in the closure what its count becomes; \
          then receive the delegate it sends with the product and that count.
          """
      ) { (state: inout RootDomain.State) in
        state.path.reverse()
      },
      .initialState(
        "the link's details start at count 0, whatever the cart holds",
        advice: """
          The T-shirt's detail starts at the cart's 2: say in the closure of + on id 1 that its \
          count becomes 3, and receive the delegate that says so.
          """
      ) { (state: inout RootDomain.State) in
        for position in state.path.indices {
          if case .productDetail(var detail) = state.path[position] {
            detail.count = 0
            state.path[position] = .productDetail(detail)
          }
        }
      },
      .initialState(
        "the link does not open the cart sheet",
        advice: """
          Start with the sheet: send its .view(.onAppear), receive its total, and close it with \
          .productList(.setCartView(isPresented: false)), saying that cartState becomes nil.
          """
      ) { (state: inout RootDomain.State) in
        state.productListState.cartState = nil
      },
    ]
  }
}

extension DeepLinkTests {
  /// The grader's checks of `RootDomain.State.deepLink`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
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
      #expect(
        linked.state.path[id: 0, case: Detail.productDetail]?.product == Product.sample[2],
        "the one detail pushed is the Jacket's: an id the catalog lacks is skipped, not a detail")
      #expect(
        linked.state.productListState.cartState == CartListDomain.State(),
        "an empty cart is still an open sheet, with no rows, as Go to Cart opens it")
    }
  }
}

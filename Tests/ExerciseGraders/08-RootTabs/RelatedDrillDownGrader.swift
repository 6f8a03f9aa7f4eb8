import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades root-tabs.related-drill-down: a page's related products are the other products in
/// list order (at most two); `relatedTapped` sends `delegate(.open)`; the root pushes that
/// product's page, built from the list, on top of the others, to any depth.
extension RelatedDrillDownExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of CatalogDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "a related page is pushed with a count of 0", replacing: CatalogDomain.self,
        advice: """
          State the Jacket's page in full after the delegate, its count of 1 included: \
          ShelfProduct(id: 3, title: "Jacket", count: 1).
          """
      ) {
        Reduce { state, action in
          if case let .path(.element(_, .page(.delegate(.open(productID))))) = action,
            case var .page(page)? = CatalogDomain.page(for: productID, in: state.products)
          {
            page.product.count = 0
            state.path.append(.page(page))
            return .none
          }
          return CatalogDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the related page replaces the page it was opened from", replacing: CatalogDomain.self,
        advice: """
          Set the new page by its id, $0.path[id: 1] = …, and leave #0 as it was: the \
          exhaustive store then notices when #0 is gone.
          """
      ) {
        Reduce { state, action in
          if case let .path(.element(_, .page(.delegate(.open(productID))))) = action,
            let page = CatalogDomain.page(for: productID, in: state.products)
          {
            state.path.removeLast()
            state.path.append(page)
            return .none
          }
          return CatalogDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension RelatedDrillDownTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    let products = CatalogDomain.State.sample.products

    /// The page of the product with `id`, as the grader expects it.
    func expectedPage(_ id: Int, related: [Int]) -> CatalogDomain.Path.State {
      .page(
        ProductPageDomain.State(
          product: products[id: id]!, related: related.map { products[id: $0]! }))
    }

    @Test("a page's related products: the others, in list order, at most two")
    func relatedProducts() {
      #expect(
        CatalogDomain.page(for: 1, in: products) == expectedPage(1, related: [2, 3]),
        "the Backpack's page should relate the T-Shirt and the Jacket, the next two in the list")
      #expect(
        CatalogDomain.page(for: 3, in: products) == expectedPage(3, related: [1, 2]),
        "the Jacket's page should relate the first two others, in list order")
      #expect(
        CatalogDomain.page(for: 4, in: products) == expectedPage(4, related: [1, 2]),
        "a page relates at most two products, the first others in list order")
      #expect(
        CatalogDomain.page(for: 9, in: products) == nil,
        "a product the list does not hold has no page: nil")
    }

    @Test("relatedTapped asks the parent with delegate(.open); the page itself does not change")
    func pageSendsTheDelegate() async {
      let store = TestStore(
        initialState: ProductPageDomain.State(product: products[id: 1]!, related: [])
      ) {
        ProductPageDomain()
      }
      await store.send(.relatedTapped(productID: 4))
      await store.receive(.delegate(.open(productID: 4)))
    }

    @Test("three deep: each related page is pushed on top, with the list's count")
    func threeDeep() async {
      let store = TestStore(initialState: CatalogDomain.State.sample) { CatalogDomain() }
      await store.send(.openTapped(productID: 4)) {
        $0.path[id: 0] = expectedPage(4, related: [1, 2])
      }
      await store.send(.path(.element(id: 0, action: .page(.relatedTapped(productID: 1)))))
      await store.receive(.path(.element(id: 0, action: .page(.delegate(.open(productID: 1)))))) {
        $0.path[id: 1] = expectedPage(1, related: [2, 3])
      }
      await store.send(.path(.element(id: 1, action: .page(.relatedTapped(productID: 3)))))
      await store.receive(.path(.element(id: 1, action: .page(.delegate(.open(productID: 3)))))) {
        $0.path[id: 2] = expectedPage(3, related: [1, 2])
      }
      #expect(store.state.path.ids == [0, 1, 2], "each page should be pushed over the last")
    }

    @Test("a product the list does not hold pushes nothing")
    func unknownProduct() async {
      let store = TestStore(initialState: CatalogDomain.State.sample) { CatalogDomain() }
      await store.send(.openTapped(productID: 2)) {
        $0.path[id: 0] = expectedPage(2, related: [1, 3])
      }
      await store.send(.path(.element(id: 0, action: .page(.relatedTapped(productID: 42)))))
      await store.receive(.path(.element(id: 0, action: .page(.delegate(.open(productID: 42))))))
    }
  }
}

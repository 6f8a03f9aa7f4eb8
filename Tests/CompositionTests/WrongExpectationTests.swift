import ChapterTestSupport
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// What a wrong expectation about nested state prints, shown on purpose under `withKnownIssue`.
@MainActor
@Suite("ProductListDomain: what a wrong expectation prints", .tags(.composition), .timeLimit(.minutes(1)))
struct WrongExpectationTests {
  @Test("forgetting the clamp: expecting -1 after minus at 0 shows the path down to the count")
  func forgettingTheClamp() async {
    let store = TestStore(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }

    let line = #line + 2
    await withKnownIssue {
      await store.send(stepper(UUID(1), .didTapMinusButton)) {
        $0.productList[id: UUID(1)]?.count = -1  // wrong on purpose: ProductDomain clamps at 0
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message == """
          A state change does not match the expectation.

              ProductListDomain.State(
                … (2 unchanged)
                productList: [
                  … (1 unchanged)
                  [1]: ProductDomain.State(
                    … (2 unchanged)
                    addToCartState: AddToCartDomain.State(
            −         count: -1
            +         count: 0
                    )
                  ),
                  … (1 unchanged)
                ]
              )

          (Expected: −, Actual: +)

          The closure gets the state before the action and must change it into the state after \
          it. Fix what it sets, or fix the reducer if the actual state is the wrong one.
          """
    }
  }
}

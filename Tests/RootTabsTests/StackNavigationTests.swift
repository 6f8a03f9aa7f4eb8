import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The stack as a learner tests it with `TestStore`: the ids a test store gives (0, 1, 2…),
/// `path[id:case:]` in an expectation, the delegate a test must receive, and what `swift test`
/// says when it is forgotten.
@MainActor
@Suite("Testing the stack", .tags(.rootTabs), .timeLimit(.minutes(1)))
struct StackNavigationTests {
  /// The first three products of the catalog, loaded, nothing in the cart-to-be.
  let loaded = RootDomain.State(
    productListState: ProductListDomain.State(
      dataLoadingStatus: .success,
      productList: IdentifiedArray(
        uniqueElements: Product.sample.enumerated().map { index, product in
          ProductDomain.State(id: UUID(index), product: product)
        })))

  /// The detail the root pushes for sample product `index`: count 0, the other two related.
  func detail(_ index: Int) -> RootDomain.Path.State {
    .productDetail(
      ProductDetailDomain.State(
        product: Product.sample[index], count: 0,
        related: Product.sample.enumerated().filter { $0.offset != index }.map(\.element)))
  }

  /// The loaded list with `bottom` pushed and `top` over it, the stack built where it is called.
  func twoDeep(_ bottom: RootDomain.Path.State, _ top: RootDomain.Path.State) -> RootDomain.State {
    var state = loaded
    state.path = StackState([bottom, top])
    return state
  }

  @Test("push, drill down, change the count, pop: every step asserted, ids 0 and 1")
  func wholeStackFlow() async {
    let store = TestStore(initialState: loaded) { RootDomain() }

    await store.send(.productList(.product(.element(id: UUID(0), action: .openDetailTapped)))) {
      $0.path.append(detail(0))  // gets #0, the id the reducer's append got
    }
    await store.send(.path(.element(id: 0, action: .productDetail(.relatedTapped(productID: 3)))))
    await store.receive(.path(.element(id: 0, action: .productDetail(.delegate(.open(productID: 3)))))) {
      $0.path[id: 1] = detail(2)
    }
    await store.send(.path(.element(id: 1, action: .productDetail(.plusTapped)))) {
      $0.path[id: 1, case: RootDomain.Path.State.productDetail]?.count = 1
    }
    await store.receive(
      .path(.element(id: 1, action: .productDetail(.delegate(.countChanged(productID: 3, count: 1)))))
    ) {
      $0.productListState.productList[id: UUID(2)]?.count = 1
    }
    await store.send(.path(.element(id: 1, action: .productDetail(.backTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }

  @Test("a stack in the initial state: the test store numbers it #0 and #1, the next push is #2")
  func stackInTheInitialState() async {
    // Built in the initialState argument, which the store evaluates with its own dependencies:
    // its stack element ids count from #0.
    let store = TestStore(initialState: twoDeep(detail(0), detail(2))) { RootDomain() }
    #expect(store.state.path.ids == [0, 1])

    await store.send(.path(.element(id: 1, action: .productDetail(.relatedTapped(productID: 2)))))
    await store.receive(.path(.element(id: 1, action: .productDetail(.delegate(.open(productID: 2)))))) {
      $0.path.append(detail(1))  // #2: the store counts on from the initial stack
    }
  }

  @Test("a forgotten delegate fails the test, naming the action the store still holds")
  func forgottenDelegateFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: loaded) { RootDomain() }
      await store.send(.productList(.product(.element(id: UUID(0), action: .openDetailTapped)))) {
        $0.path.append(detail(0))
      }
      await store.send(.path(.element(id: 0, action: .productDetail(.plusTapped)))) {
        $0.path[id: 0, case: RootDomain.Path.State.productDetail]?.count = 1
      }
      await store.finish()
    } matching: { issue in
      issue.message.contains("the test did not assert on")
        && issue.message.contains(".delegate(.countChanged(productID: 1, count: 1))")
    }
  }
}

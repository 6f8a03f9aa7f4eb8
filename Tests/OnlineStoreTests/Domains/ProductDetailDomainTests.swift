import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// A product's detail alone: its count, the delegate actions it sends the root, and dismissing
/// itself. The root's side is in RootDomainStackTests.
@MainActor
@Suite("ProductDetailDomain", .tags(.app, .rootTabs), .timeLimit(.minutes(1)))
struct ProductDetailDomainTests {
  let jacket = ProductDetailDomain.State(
    product: Product.sample[2], count: 0, related: [Product.sample[0], Product.sample[1]])

  @Test("plus raises the count and tells the root the product's id and new count")
  func plusTellsTheRoot() async {
    let store = TestStore(initialState: jacket) { ProductDetailDomain() }

    await store.send(.plusTapped) { $0.count = 1 }
    await store.receive(.delegate(.countChanged(productID: 3, count: 1)))
    await store.send(.plusTapped) { $0.count = 2 }
    await store.receive(.delegate(.countChanged(productID: 3, count: 2)))
  }

  @Test("minus lowers the count and tells the root")
  func minusTellsTheRoot() async {
    var initial = jacket
    initial.count = 2
    let store = TestStore(initialState: initial) { ProductDetailDomain() }

    await store.send(.minusTapped) { $0.count = 1 }
    await store.receive(.delegate(.countChanged(productID: 3, count: 1)))
  }

  @Test("minus at zero changes nothing and sends nothing")
  func minusAtZeroIsClamped() async {
    let store = TestStore(initialState: jacket) { ProductDetailDomain() }

    await store.send(.minusTapped)
  }

  @Test("a related product asks the root to open it; the detail itself does not change")
  func relatedAsksTheRootToOpen() async {
    let store = TestStore(initialState: jacket) { ProductDetailDomain() }

    await store.send(.relatedTapped(productID: 1))
    await store.receive(.delegate(.open(productID: 1)))
  }

  @Test("back dismisses the detail through @Dependency(\\.dismiss)")
  func backDismisses() async {
    let dismissals = LockedValue(0)
    let store = TestStore(initialState: jacket) {
      ProductDetailDomain()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissals.withValue { $0 += 1 } }
    }

    await store.send(.backTapped)
    #expect(dismissals.value == 1)
  }
}

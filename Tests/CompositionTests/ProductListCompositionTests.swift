import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The three levels together: the list receives a row's action, `forEach` finds the row by its
/// id and runs `ProductDomain` on it, whose `Scope` runs `AddToCartDomain` on its stepper.
@MainActor
@Suite(
  "ProductListDomain: forEach by id, down to AddToCartDomain",
  .tags(.composition), .timeLimit(.minutes(1)))
struct ProductListCompositionTests {
  @Test("plus and minus on one row, sent to the list: only that row changes")
  func plusAndMinusThroughTheParent() async {
    let store = TestStore(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }

    // The full spelling of what a tap on row UUID(1)'s plus button sends to the list.
    await store.send(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))) {
      $0.productList[id: UUID(1)]?.count = 1
    }
    // `stepper(_:_:)` (Support/Rows.swift) writes the same action more briefly.
    await store.send(stepper(UUID(1), .didTapPlusButton)) {
      $0.productList[id: UUID(1)]?.count = 2
    }
    await store.send(stepper(UUID(1), .didTapMinusButton)) {
      $0.productList[id: UUID(1)]?.count = 1
    }
    // Rows UUID(0) and UUID(2) were never mentioned: the exhaustive store checked they did not
    // change.
  }

  @Test("the clamp works inside the list: minus at 0 changes nothing")
  func clampThroughTheParent() async {
    let store = TestStore(initialState: threeProducts(counts: [0, 3, 0])) {
      ProductListDomain()
    }

    await store.send(stepper(UUID(0), .didTapMinusButton))
    await store.send(stepper(UUID(1), .didTapMinusButton)) {
      $0.productList[id: UUID(1)]?.count = 2
    }
  }

  @Test("forEach addresses rows by id, not by position", arguments: [0, 1, 2])
  func addressedById(row: Int) async {
    let store = TestStore(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }

    await store.send(stepper(UUID(row), .didTapPlusButton)) {
      $0.productList[id: UUID(row)]?.count = 1
    }
    #expect(store.state.productList.map(\.count) == [0, 1, 2].map { $0 == row ? 1 : 0 })
  }

  @Test("an id is kept when rows move: the same action still finds its product")
  func idsSurviveReordering() async {
    var reversed = threeProducts(counts: [0, 0, 0])
    reversed.productList = IdentifiedArray(uniqueElements: reversed.productList.reversed())
    let store = TestStore(initialState: reversed) {
      ProductListDomain()
    }

    // UUID(0) is now the last row; it is still the backpack.
    await store.send(stepper(UUID(0), .didTapPlusButton)) {
      $0.productList[id: UUID(0)]?.count = 1
    }
    #expect(store.state.productList.last?.product == Product.sample[0])
  }

  @Test("an action for an id that is not in the list is reported, and changes nothing")
  func missingId() async {
    let store = TestStore(initialState: threeProducts(counts: [0, 0, 0])) {
      ProductListDomain()
    }

    await withKnownIssue {
      await store.send(stepper(UUID(99), .didTapPlusButton))
    } matching: { issue in
      issue.message.contains("received an action for a missing element.")
        && issue.message.contains("id: UUID(99)")
    }
  }
}

import AlertsChapter
import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The chapter's own confirmation dialog, "Remove all items?": a `ConfirmationDialogState`
/// presented with `@Presents` and the same reducer-less `ifLet` as an alert.
@MainActor
@Suite("AlertsAppDomain: Remove all items?", .tags(.alerts), .timeLimit(.minutes(1)))
struct RemoveAllDialogTests {
  @Test("Remove all asks first; its destructive button sets every count to 0")
  func removeAll() async {
    let store = TestStore(initialState: AlertsAppDomain.State(productList: threeProducts())) {
      AlertsAppDomain()
    }

    await store.send(.removeAllButtonTapped) {
      $0.confirmationDialog = .removeAll(itemCount: 3)
    }
    await store.send(.confirmationDialog(.presented(.confirmRemoveAll))) {
      $0.confirmationDialog = nil
      $0.productList.productList[id: UUID(0)]?.count = 0
      $0.productList.productList[id: UUID(2)]?.count = 0
    }
  }

  @Test("Cancel has no action: tapping it sends .dismiss, which only closes the dialog")
  func cancel() async throws {
    let store = TestStore(initialState: AlertsAppDomain.State(productList: threeProducts())) {
      AlertsAppDomain()
    }
    await store.send(.removeAllButtonTapped) {
      $0.confirmationDialog = .removeAll(itemCount: 3)
    }
    let dialog = try #require(store.state.confirmationDialog)
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog.buttons.map(\.action) == [.confirmRemoveAll, nil])

    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
  }

  @Test("with nothing picked there is nothing to remove: no dialog")
  func nothingToRemove() async {
    let store = TestStore(
      initialState: AlertsAppDomain.State(productList: threeProducts(counts: [0, 0, 0]))
    ) {
      AlertsAppDomain()
    }
    await store.send(.removeAllButtonTapped)
  }

  @Test("the dialog's text: a visible title, the count in the message")
  func dialogText() {
    let dialog = ConfirmationDialogState<AlertsAppDomain.Action.ConfirmationDialog>.removeAll(
      itemCount: 1)
    #expect(dialog.title == TextState("Remove all items?"))
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message == TextState("1 item in the cart-to-be: every count goes back to 0."))
    #expect(dialog.buttons.map(\.label) == [TextState("Remove all"), TextState("Cancel")])
  }

  @Test("opening the cart, then the sheet's .onAppear (which the view sends): the total comes back")
  func cartAppears() async {
    let store = TestStore(initialState: AlertsAppDomain.State(productList: threeProducts())) {
      AlertsAppDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.productList(.setCartView(isPresented: true))) {
      $0.productList.cartState = cartOfTwoRows()
    }
    // CartListView's `.onAppear { send(.onAppear) }`: the reducer knows nothing of views.
    await store.send(.productList(.cart(.presented(.view(.onAppear)))))
    await store.receive(.productList(.cart(.presented(.getTotalPrice)))) {
      $0.productList.cartState?.totalPrice = totalOfTwoRows
    }
  }
}

import AlertsChapter
import ChapterTestSupport
import Composable
import OnlineStore
import TerminalUI
import Testing

/// The chapter's app driven as a user drives it, in script mode: the cart sheet, the alerts as
/// dialog boxes with a moving focus, the busy overlay while the order is on its way (a
/// `TestClock` holds it there), success, failure and the confirmation dialog.
@MainActor
@Suite("The alerts app, end to end")
struct AlertsAppTests {
  /// Two backpacks and a jacket, then the cart opened.
  let openCart = ["plus", "plus", "down", "down", "plus", "cart"]

  @Test("the cart sheet rises over the list, with its rows, total and Pay")
  func cartSheet() async throws {
    let run = await ScriptTranscript(running: openCart, on: AlertsChapter.makeApp())

    let cart = try #require(run.step("6: cart"))
    #expect(
      cart.log.first == "▸ AlertsAppDomain.Action.productList(.setCartView(isPresented: true))")
    #expect(
      cart.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.presented(.view(.onAppear))))")
    )
    #expect(
      cart.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.presented(.getTotalPrice)))"))
    #expect(cart.frame.contains { $0.hasPrefix("╭─ Cart ─") })
    #expect(
      cart.frame.contains(
        "│ › Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…   $109.95   Quantity: 2  │"))
    #expect(
      cart.frame.contains(
        "│   Mens Cotton Jacket                                   $55.99   Quantity: 1  │"))
    #expect(
      cart.trimmedFrame.contains(
        "│ Total $275.89                                                [ Pay $275.89 ] │"))
    #expect(
      cart.frame.contains(
        " cartState: presented · alert: nil                                server up (f)"))
    #expect(cart.frame.contains("   .productList(.cart(.presented(.view(.didPressPayButton))))"))
  }

  @Test("Pay: the confirmation as a dialog box; → moves the focus, Esc taps Cancel")
  func confirmationDialogBox() async throws {
    let run = await ScriptTranscript(
      running: openCart + ["pay", "right", "cancel"], on: AlertsChapter.makeApp())

    let pay = try #require(run.step("7: pay"))
    #expect(pay.log.contains("  +       alert: AlertState<CartListDomain.Action.Alert>("))
    let dialog = pay.trimmedFrame.joined(separator: "\n")
    #expect(dialog.contains("╭─ Confirm your purchase ─"))
    #expect(dialog.contains("│ Do you want to proceed with your purchase of │"))
    #expect(dialog.contains("[›Pay $275.89‹]  [ Cancel ]"))
    #expect(
      pay.frame.contains(
        "   .productList(.cart(.presented(.alert(.presented(.didConfirmPurchase)))))"))

    let right = try #require(run.step("8: right"))
    #expect(right.log.isEmpty)  // the focus is the screen's state: no action
    #expect(right.trimmedFrame.joined().contains("[ Pay $275.89 ]  [›Cancel‹]"))
    #expect(
      right.frame.contains(
        "   .productList(.cart(.presented(.alert(.presented(.didCancelConfirmation)))))"))

    let cancel = try #require(run.step("9: cancel"))
    #expect(
      cancel.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.didCancelConfirmation)))))"
    )
    #expect(cancel.log.contains("  +       alert: nil,"))
    #expect(!cancel.trimmedFrame.joined().contains("Confirm your purchase"))
  }

  @Test("confirm: busy while the order is on its way, then Thank you!, then Done closes the cart")
  func purchaseGoesThrough() async throws {
    let clock = TestClock()
    let app = AlertsChapter.makeApp { $0.continuousClock = clock }

    let sending = await ScriptTranscript(running: openCart + ["pay", "choose"], on: app)
    let busy = try #require(sending.step("8: choose")).trimmedFrame.joined(separator: "\n")
    #expect(busy.contains("╭─ Please wait ─"))
    #expect(busy.contains("│ ⠋ Sending your order…      │"))
    #expect(sending.lastFrame.contains(" The order is on its way: no key sends anything now."))

    await clock.advance(by: AlertsChapter.orderDelay)
    let done = await ScriptTranscript(running: ["wait", "choose"], on: app)
    // The answer arrived while the clock moved, between the two scripts: the log has it.
    #expect(
      app.log.entries.map(\.action).contains(
        #"AlertsAppDomain.Action.productList(.cart(.presented(.didReceivePurchaseResponse(.success("[{\"productId\":1,\"quantity\":2},{\"productId\":3,\"quantity\":1}]")))))"#
      ))
    let thanks = try #require(done.step("1: wait"))
    #expect(thanks.trimmedFrame.joined(separator: "\n").contains("│ Your order is in process. │"))
    let finished = try #require(done.step("2: choose")).log
    #expect(
      finished.contains(
        "▸ AlertsAppDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"))
    #expect(finished.contains("▸ AlertsAppDomain.Action.productList(.closeCart)"))
    #expect(
      done.lastFrame.contains(
        " cartState: nil                                                   server up (f)"))
    #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
  }

  @Test("continuing from Sending your order… sends the order again, and Thank you! follows")
  func orderInFlightAfterTimeTravel() async throws {
    let clock = TestClock()
    let app = AlertsChapter.makeApp { $0.continuousClock = clock }
    _ = await ScriptTranscript(running: openCart + ["pay", "choose"], on: app)
    await clock.advance(by: AlertsChapter.orderDelay)
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .success)

    let travel = await ScriptTranscript(running: ["back", "continue"], on: app)
    let continued = try #require(travel.step("2: continue"))
    #expect(
      continued.log.first
        == "⟲ continued from step 8: 1 later action dropped, their effects cancelled; the effect still running then started again: AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) (step 8)"
    )
    #expect(continued.trimmedFrame.joined(separator: "\n").contains("│ ⠋ Sending your order…      │"))
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .loading)

    await clock.advance(by: AlertsChapter.orderDelay)
    let done = await ScriptTranscript(running: ["wait"], on: app)
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .success)
    #expect(
      try #require(done.step("1: wait")).trimmedFrame.joined(separator: "\n").contains(
        "│ Your order is in process. │"))
  }

  @Test("the presenter view shows the whole action and its diff, wrapped like the log")
  func presenterWrapsTheAction() async throws {
    let run = await ScriptTranscript(
      running: ["down", "plus", "plus", "present"], on: AlertsChapter.makeApp(),
      size: TerminalSize(columns: 120, rows: 30))
    let text = try #require(run.step("4: present")).frame.joined(separator: "\n")
    #expect(text.contains("Action · step 2 of 2"))
    for row in [
      "│ AlertsAppDomain.Action.productList(", "│   .product(", "│     .element(",
      "│       id: UUID(1),", "│       action: .addToCart(.didTapPlusButton)",
      "│   −           count: 1", "│   +           count: 2",
    ] {
      #expect(text.contains(row), "\(row) is in the panel")
    }
  }

  @Test("f makes the server fail: Oops!, and Done leaves the cart open to pay again")
  func purchaseFails() async throws {
    let app = AlertsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: openCart + ["fail", "pay", "choose", "wait", "choose"], on: app)

    #expect(try #require(run.step("7: fail")).frame.contains { $0.hasSuffix("server down (f)") })
    let oops = try #require(run.step("9: choose"))
    // The clock is immediate: the answer arrives within the step that confirmed.
    #expect(
      oops.log.contains(
        "▸ AlertsAppDomain.Action.productList(.cart(.presented(.didReceivePurchaseResponse(.failure(.simulatedFailure(endpoint: \"sendOrder\"))))))"
      ))
    #expect(
      oops.trimmedFrame.joined(separator: "\n").contains(
        "│ Unable to send order, try again later. │"))
    let done = try #require(run.step("11: choose"))
    #expect(
      done.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.dismissErrorAlert)))))"
    )
    #expect(!done.log.contains { $0.contains("orderFinished") })
    #expect(done.frame.contains { $0.hasPrefix(" cartState: presented · alert: nil ") })
    #expect(done.frame.contains("   .productList(.cart(.presented(.view(.didPressPayButton))))"))
  }

  @Test("x asks Remove all items?; Enter on the destructive button empties the cart-to-be")
  func removeAllDialog() async throws {
    let run = await ScriptTranscript(
      running: ["plus", "remove-all", "right", "left", "choose"], on: AlertsChapter.makeApp())

    let asked = try #require(run.step("2: remove-all")).trimmedFrame.joined(separator: "\n")
    #expect(asked.contains("╭─ Remove all items? ─"))
    #expect(asked.contains("[›Remove all‹]  [ Cancel ]"))
    #expect(try #require(run.step("3: right")).frame.contains("   .confirmationDialog(.dismiss)"))
    let removed = try #require(run.step("5: choose"))
    #expect(
      removed.log.first
        == "▸ AlertsAppDomain.Action.confirmationDialog(.presented(.confirmRemoveAll))")
    #expect(
      removed.frame.contains(
        " cartState: nil                                                   server up (f)"))
    #expect(removed.frame[1].hasSuffix("[ Go to Cart ] empty"))
  }

  @Test("an empty cart: the message, and Pay greyed and inert; Esc closes the sheet")
  func emptyCart() async throws {
    let run = await ScriptTranscript(running: ["cart", "pay", "esc"], on: AlertsChapter.makeApp())

    let cart = try #require(run.step("1: cart"))
    #expect(
      cart.trimmedFrame.contains(
        "│ Oops, your cart is empty!                                                    │"))
    #expect(cart.trimmedFrame.contains { $0.contains("Total $0.0") && $0.contains("[ Pay $0.0 ]") })
    #expect(try #require(run.step("2: pay")).log.isEmpty)
    let closed = try #require(run.step("3: esc"))
    #expect(
      closed.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.view(.didPressCloseButton))))")
    #expect(closed.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.dismiss))"))
    #expect(
      closed.frame.contains(
        " cartState: nil                                                   server up (f)"))
  }

  @Test("an unknown command stops the script with its line and the valid commands")
  func unknownCommand() async {
    let run = await ScriptTranscript(running: ["buy"], on: AlertsChapter.makeApp())
    #expect(run.exitCode == 1)
    #expect(run.errors.hasPrefix("line 1: unknown command \"buy\""))
    #expect(run.errors.contains("choose (enter), cancel (esc)"))
  }

  @Test("r opens this chapter's README in the pager")
  func readTheChapter() async throws {
    let run = await ScriptTranscript(running: ["read"], on: AlertsChapter.makeApp())
    #expect(
      try #require(run.step("1: read")).frame[1]
        == " Chapter 5 · Alerts: AlertState, @Presents, PresentationAction, ifLet")
  }
}

import AlertsChapter
import ChapterTestSupport
import Composable
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The chapter's app driven as a user drives it, in script mode, by the titles of its buttons:
/// the cart sheet, the alerts as dialog boxes with a moving focus, the busy spinner while the
/// order is on its way (a `TestClock` holds it there), success, failure and the confirmation
/// dialog.
@MainActor
@Suite("The alerts app, end to end", .tags(.alerts), .timeLimit(.minutes(1)))
struct AlertsAppTests {
  /// Two backpacks (`+` presses the stepper of the row the focus is in) and a jacket, two rows
  /// down, then the cart opened.
  let openCart = ["tap Add to Cart", "+", "down", "down", "+", "tap Go to Cart"]

  @Test("Go to Cart presents the sheet; its .onAppear asks for the total; rows, Pay, Close")
  func cartSheet() async throws {
    let run = await ScriptTranscript(running: openCart, on: AlertsChapter.makeApp())

    let cart = try #require(run.step("6: tap Go to Cart"))
    #expect(
      cart.log.first == "▸ AlertsAppDomain.Action.productList(.setCartView(isPresented: true))")
    // What the seed's `.onAppear { send(.onAppear) }` sends, in the same step.
    #expect(
      cart.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.presented(.view(.onAppear))))")
    )
    #expect(
      cart.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.presented(.getTotalPrice)))"))
    let sheet = cart.trimmedFrame
    #expect(sheet.contains { $0.hasPrefix("╭─ Cart ─") })
    #expect(sheet.contains { $0.hasPrefix("│ ▶ Close ◀ ") })
    #expect(
      sheet.contains(
        "│ Fjallraven - Foldsack No. 1 Backpack, …  $109.95 Quantity: 2 [ Delete ] │"))
    #expect(
      sheet.contains(
        "│ Mens Cotton Jacket                        $55.99 Quantity: 1 [ Delete ] │"))
    #expect(sheet.contains { $0.hasPrefix("│ [ Pay $275.89 ] ") })
    // Every row has a Delete (d): the footer offers it only in a row, not on Close.
    #expect(cart.frame.suffix(2).contains { $0.hasPrefix("Tab ↑↓ move  Enter press Close  p press Pay $275.89") })
  }

  @Test("Pay: the confirmation as a dialog box; → moves the focus, Esc taps Cancel")
  func confirmationDialogBox() async throws {
    let run = await ScriptTranscript(
      running: openCart + ["tap Pay $275.89", "right", "esc"], on: AlertsChapter.makeApp())

    let pay = try #require(run.step("7: tap Pay $275.89"))
    #expect(pay.log.contains("  +       alert: AlertState<CartListDomain.Action.Alert>("))
    let dialog = pay.trimmedFrame.joined(separator: "\n")
    #expect(dialog.contains("│                 Confirm your purchase                 │"))
    #expect(dialog.contains("│ Do you want to proceed with your purchase of $275.89? │"))
    #expect(dialog.contains("│              ▶ Pay $275.89 ◀  [ Cancel ]              │"))
    #expect(pay.frame.suffix(2).contains { $0.hasPrefix("Tab ↑↓ move  Enter press Pay $275.89  Esc cancel") })

    let right = try #require(run.step("8: right"))
    #expect(right.log.isEmpty)  // the focus is the runtime's: no action
    #expect(right.trimmedFrame.joined().contains("[ Pay $275.89 ]  ▶ Cancel ◀"))

    let cancel = try #require(run.step("9: esc"))
    #expect(
      cancel.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.didCancelConfirmation)))))"
    )
    #expect(cancel.log.contains("  +       alert: nil,"))
    #expect(!cancel.trimmedFrame.joined().contains("Confirm your purchase"))
  }

  @Test("confirm: a spinner while the order is on its way, then Thank you!, then Done closes the cart")
  func purchaseGoesThrough() async throws {
    let clock = TestClock()
    let app = AlertsChapter.makeApp { $0.continuousClock = clock }

    let sending = await ScriptTranscript(
      running: openCart + ["tap Pay $275.89", "enter"], on: app)
    let busy = try #require(sending.step("8: enter"))
    #expect(busy.trimmedFrame.contains { $0.contains("⠋ Sending your order…") })
    #expect(!busy.trimmedFrame.contains { $0.contains("Pay $275.89") })
    #expect(busy.frame.last?.hasPrefix("Esc close  l log") == true)  // no button to press

    await clock.advance(by: AlertsChapter.orderDelay)
    let done = await ScriptTranscript(running: ["wait", "tap Done"], on: app)
    // The answer arrived while the clock moved, between the two scripts: the log has it.
    #expect(
      app.log.entries.map(\.action).contains(
        #"AlertsAppDomain.Action.productList(.cart(.presented(.didReceivePurchaseResponse(.success("[{\"productId\":1,\"quantity\":2},{\"productId\":3,\"quantity\":1}]")))))"#
      ))
    let thanks = try #require(done.step("1: wait"))
    #expect(thanks.trimmedFrame.joined(separator: "\n").contains("│ Your order is in process. │"))
    let finished = try #require(done.step("2: tap Done")).log
    #expect(
      finished.contains(
        "▸ AlertsAppDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"))
    #expect(finished.contains("▸ AlertsAppDomain.Action.productList(.closeCart)"))
    #expect(done.lastFrame.contains("cartState: nil"))
    #expect(app.store.state.productList.productList.allSatisfy { $0.count == 0 })
  }

  @Test("continuing from Sending your order… sends the order again, and Thank you! follows")
  func orderInFlightAfterTimeTravel() async throws {
    let clock = TestClock()
    let app = AlertsChapter.makeApp { $0.continuousClock = clock }
    _ = await ScriptTranscript(running: openCart + ["tap Pay $275.89", "enter"], on: app)
    await clock.advance(by: AlertsChapter.orderDelay)
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .success)

    let travel = await ScriptTranscript(running: ["back", "continue"], on: app)
    let continued = try #require(travel.step("2: continue"))
    // Step 9: the list's .task, three adds, the cart with its .onAppear and total, Pay, confirm.
    #expect(
      continued.log.first
        == "⟲ continued from step 9: 1 later action dropped, their effects cancelled; the effect still running then started again: AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.didConfirmPurchase))))) (step 9)"
    )
    #expect(continued.trimmedFrame.contains { $0.contains("⠋ Sending your order…") })
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .loading)

    await clock.advance(by: AlertsChapter.orderDelay)
    let done = await ScriptTranscript(running: ["wait"], on: app)
    #expect(app.store.state.productList.cartState?.dataLoadingStatus == .success)
    #expect(
      try #require(done.step("1: wait")).trimmedFrame.joined(separator: "\n").contains(
        "│ Your order is in process. │"))
  }

  @Test("at 80×24 the presenter view gives the action the rows the app leaves blank, its diff folded to the change")
  func presenterFitsASmallWindow() async throws {
    let run = await ScriptTranscript(
      running: ["tap Add to Cart", "+", "present"], on: AlertsChapter.makeApp())
    let text = try #require(run.step("3: present")).frame.joined(separator: "\n")
    for row in [
      "│ AlertsAppDomain.Action.productList(",
      "│   .product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))",
      "│   … 7 lines before the change", "│   −           count: 1", "│   +           count: 2",
    ] {
      #expect(text.contains(row), "\(row) is in the panel")
    }
  }

  @Test("the presenter view shows the whole action and its diff, wrapped like the log")
  func presenterWrapsTheAction() async throws {
    let run = await ScriptTranscript(
      running: ["down", "+", "+", "present"], on: AlertsChapter.makeApp(),
      size: TerminalSize(columns: 120, rows: 30))
    let text = try #require(run.step("4: present")).frame.joined(separator: "\n")
    #expect(text.contains("Action · step 3 of 3"))
    for row in [
      "│ AlertsAppDomain.Action.productList(", "│   .product(", "│     .element(",
      "│       id: UUID(0),", "│       action: .addToCart(.didTapPlusButton)",
      "│   −           count: 1", "│   +           count: 2",
    ] {
      #expect(text.contains(row), "\(row) is in the panel")
    }
  }

  @Test("the server's toggle makes orders fail: Oops!, and Done leaves the cart open to pay again")
  func purchaseFails() async throws {
    let app = AlertsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: [
        "tap Add to Cart", "tap Server fails orders", "tap Go to Cart", "tap Pay $109.95", "enter", "wait",
        "tap Done",
      ], on: app)

    let toggled = try #require(run.step("2: tap Server fails orders"))
    #expect(toggled.log.isEmpty)  // the server is a dependency, not state
    #expect(toggled.frame.contains { $0.hasSuffix("[x] Server fails orders") })
    // The clock is immediate: the answer arrives within the step that confirmed.
    let oops = try #require(run.step("5: enter"))
    #expect(
      oops.log.contains(
        "▸ AlertsAppDomain.Action.productList(.cart(.presented(.didReceivePurchaseResponse(.failure(.simulatedFailure(endpoint: \"sendOrder\"))))))"
      ))
    #expect(
      oops.trimmedFrame.joined(separator: "\n").contains(
        "│ Unable to send order, try again later. │"))
    let done = try #require(run.step("7: tap Done"))
    #expect(
      done.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.alert(.presented(.dismissErrorAlert)))))"
    )
    #expect(!done.log.contains { $0.contains("orderFinished") })
    #expect(done.trimmedFrame.contains { $0.hasPrefix("│ ▶ Pay $109.95 ◀ ") })
  }

  @Test("Remove all asks first; the dialog's buttons stack, ↓ ↑ move, Enter on Remove all empties")
  func removeAllDialog() async throws {
    let run = await ScriptTranscript(
      running: ["tap Add to Cart", "tap Remove all", "down", "up", "enter"], on: AlertsChapter.makeApp())

    let asked = try #require(run.step("2: tap Remove all")).trimmedFrame.joined(separator: "\n")
    #expect(asked.contains("│                   Remove all items?                   │"))
    #expect(asked.contains("│                    ▶ Remove all ◀                     │"))
    #expect(asked.contains("│                      [ Cancel ]                       │"))
    #expect(try #require(run.step("3: down")).trimmedFrame.joined().contains("▶ Cancel ◀"))
    let removed = try #require(run.step("5: enter"))
    #expect(
      removed.log.first
        == "▸ AlertsAppDomain.Action.confirmationDialog(.presented(.confirmRemoveAll))")
    #expect(removed.frame.contains("cartState: nil"))
    #expect(removed.frame.contains { $0.hasSuffix("$109.95 [ Add to Cart ]") })
  }

  @Test("Remove all is disabled while nothing is in the cart-to-be: tapping it is misuse")
  func removeAllDisabled() async {
    let run = await ScriptTranscript(running: ["tap Remove all"], on: AlertsChapter.makeApp())
    #expect(run.exitCode == 1)
    #expect(run.errors.contains(#"tap("Remove all")"#))
  }

  @Test("an empty cart: the seed's message, Pay disabled (p does nothing); Esc and Close dismiss")
  func emptyCart() async throws {
    let run = await ScriptTranscript(
      running: ["tap Go to Cart", "p", "esc", "tap Go to Cart", "tap Close"],
      on: AlertsChapter.makeApp())

    let cart = try #require(run.step("1: tap Go to Cart"))
    #expect(cart.trimmedFrame.contains { $0.contains("Oops, your cart is empty!") })
    #expect(cart.trimmedFrame.contains { $0.contains("[ Pay $0.00 ]") })  // two decimals, as every price
    #expect(cart.frame.last?.hasPrefix("Enter press Close  Esc close") == true)  // no p line
    #expect(try #require(run.step("2: p")).log == ["(p does nothing here)"])
    let escaped = try #require(run.step("3: esc"))
    // Esc closes the sheet as a swipe does: the binding writes nil, which sends .dismiss.
    #expect(escaped.log.first == "▸ AlertsAppDomain.Action.productList(.cart(.dismiss))")
    #expect(escaped.frame.contains("cartState: nil"))
    let closed = try #require(run.step("5: tap Close"))
    // Close runs the cart's own `dismiss()`, which sends the same .dismiss.
    #expect(
      closed.log.first
        == "▸ AlertsAppDomain.Action.productList(.cart(.presented(.view(.didPressCloseButton))))")
    #expect(closed.log.contains("▸ AlertsAppDomain.Action.productList(.cart(.dismiss))"))
  }

  @Test("an unknown command stops the script with its line and the valid commands")
  func unknownCommand() async {
    let run = await ScriptTranscript(running: ["buy"], on: AlertsChapter.makeApp())
    #expect(run.exitCode == 1)
    #expect(run.errors.hasPrefix("line 1: unknown command \"buy\""))
    #expect(run.errors.contains(#"controls here: "Go to Cart", "Add to Cart""#))
  }

  @Test("r opens this chapter's README in the pager")
  func readTheChapter() async throws {
    let run = await ScriptTranscript(running: ["read"], on: AlertsChapter.makeApp())
    #expect(
      try #require(run.step("1: read")).frame[1]
        == " Chapter 5 · Alerts: AlertState, @Presents, PresentationAction, ifLet")
  }
}

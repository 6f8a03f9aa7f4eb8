import Composable
import ExerciseGrading
@testable import Exercises
import TerminalUI
import Testing

// Grades sheets.coupon-sheet: the basket's destination enum, written from nothing, seen as a
// user sees it. The grader cannot name what the learner adds (the destination and its cases),
// so it draws BasketView with a ViewHost over a real store, taps by title, and reads the screen,
// the basket's discount, and the spelling of the actions the store received.
@MainActor
@Suite(
  .exercise(CouponSheetExercise.self))
struct CouponSheetGrader {
  @Test("the basket holds one @Presents var destination of the Destination enum")
  func oneDestination() {
    let type = storedPropertyType("_destination", of: BasketDomain.State(subtotal: 100))

    #expect(
      type?.contains("PresentationState<") == true && type?.contains("BasketDomain.Destination.State") == true,
      """
      The basket should hold what it presents as @Presents public var destination: \
      Destination.State?, Destination being the basket's enum reducer (BasketDomain.Destination). \
      \(type.map { "_destination is a \($0)." } ?? "The state has no @Presents var destination.")
      """)
  }

  @Test("Add a coupon presents the coupon sheet, 10% off")
  func addCouponPresentsTheSheet() {
    let (_, _, host) = basket()

    host.tap("Add a coupon")

    #expect(
      host.screen.contains("Coupon: 10% off"),
      """
      "Add a coupon" should present the sheet: set state.destination = \
      .coupon(DiscountCodeDomain.State()), and in BasketView \
      .sheet(item: $store.scope(state: \\.destination?.coupon, action: \
      BasketDomain.Action.destinationCoupon)) { DiscountCodeView(store: $0) }. The screen reads:
      \(host.screen)
      """)
  }

  @Test("the sheet's +5% runs the coupon's reducer, through .destination(.presented(.coupon(…)))")
  func morePercentRunsTheCoupon() {
    let (_, received, host) = basket()

    host.tap("Add a coupon")
    guard host.tap("+5%", elseReport: "The coupon sheet should be on screen, with its \"+5%\".") else { return }

    #expect(
      received.containsOne(spelling: "destination(", "presented(", "coupon(", "morePercentTapped"),
      """
      "+5%" should reach the basket as .destination(.presented(.coupon(.morePercentTapped))): \
      destinationCoupon wraps the sheet's actions that way. The store received:
      \(received.listed)
      """)
    #expect(
      host.screen.contains("Coupon: 15% off"),
      """
      "+5%" should raise the coupon to 15%: Destination's body scopes its coupon case to \
      DiscountCodeDomain, Scope(state: State.coupon, action: Action.coupon) { \
      DiscountCodeDomain() }, and the basket runs it with .ifLet(\\.$destination, action: \
      Action.destination) { Destination() }. The screen reads:
      \(host.screen)
      """)
  }

  @Test("Apply sets the discount to the coupon's percent, and the coupon dismisses itself")
  func applyTakesThePercentAndDismisses() async {
    let (store, received, host) = basket()

    host.tap("Add a coupon")
    guard host.tap("+5%", elseReport: "The coupon sheet should be on screen, with its \"+5%\".") else { return }
    host.tap("Apply")
    await letEffectsRun { received.containsOne(spelling: "destination(", "dismiss") }

    #expect(
      store.discountPercent == 15,
      """
      Apply should set the discount to the coupon's 15%: match \
      .destination(.presented(.coupon(.applyTapped))) and read the percent from \
      state.destination?.coupon, still there when the basket sees the action. It is \
      \(store.discountPercent)%.
      """)
    #expect(
      received.containsOne(spelling: "destination(", "dismiss"),
      """
      The coupon should close itself: Apply returns .run { _ in await dismiss() } with \
      @Dependency(\\.dismiss) var dismiss, and the basket receives .destination(.dismiss). The \
      store received:
      \(received.listed)
      """)
    #expect(
      !host.screen.contains("Coupon:") && host.screen.contains("Total: $85.0"),
      "After Apply the sheet should be gone and the total $85.0; the screen reads:\n\(host.screen)")
  }

  @Test("Cancel closes the sheet from inside, and applies nothing")
  func cancelDismisses() async {
    let (store, received, host) = basket()

    host.tap("Add a coupon")
    guard host.tap("Cancel", elseReport: "The coupon sheet should be on screen, with its \"Cancel\".") else { return }
    await letEffectsRun { received.containsOne(spelling: "destination(", "dismiss") }

    #expect(store.discountPercent == 0, "Cancel should apply nothing; the discount is \(store.discountPercent)%")
    #expect(
      received.containsOne(spelling: "destination(", "dismiss") && !host.screen.contains("Coupon:"),
      """
      Cancel should close the sheet with await dismiss(), which the basket receives as \
      .destination(.dismiss). The store received:
      \(received.listed)
      The screen reads:
      \(host.screen)
      """)
  }

  @Test("Esc closes the sheet: the binding sends .destination(.dismiss)")
  func escapeDismisses() {
    let (store, _, host) = basket()

    host.tap("Add a coupon")
    let withSheet = host.screen
    host.press(.escape)

    #expect(withSheet.contains("Coupon: 10% off"), "\"Add a coupon\" should show the sheet; the screen reads:\n\(withSheet)")
    #expect(store.discountPercent == 0, "Esc closes the sheet without applying its percent")
    #expect(
      !host.screen.contains("Coupon:"),
      """
      Esc should close the sheet: the binding of $store.scope sends .destination(.dismiss), \
      and ifLet sets destination to nil. The screen reads:
      \(host.screen)
      """)
  }

  @Test("Remove coupon asks first; only the alert's Remove drops the discount")
  func removeAsksFirst() {
    let (store, received, host) = basket(discountPercent: 10)

    host.tap("Remove coupon")
    let asking = host.screen
    #expect(store.discountPercent == 10, "\"Remove coupon\" should only ask; the discount is \(store.discountPercent)%")
    #expect(
      asking.contains("Remove the coupon?"),
      """
      "Remove coupon" should present the alert: state.destination = .alert(.removeCoupon), \
      shown with .alert($store.scope(state: \\.destination?.alert, action: \
      BasketDomain.Action.destinationAlert)). The screen reads:
      \(asking)
      """)
    guard host.tap("Remove", elseReport: "The alert should have a \"Remove\" button.") else { return }

    #expect(store.discountPercent == 0, "\"Remove\" should drop the discount; it is \(store.discountPercent)%")
    #expect(
      received.containsOne(spelling: "destination(", "presented(", "alert(", "confirmRemoval"),
      "\"Remove\" should send .destination(.presented(.alert(.confirmRemoval))); the store received:\n\(received.listed)")
    #expect(
      !host.screen.contains("Remove the coupon?"),
      "After \"Remove\" the alert should go (ifLet clears it); the screen reads:\n\(host.screen)")
  }

  @Test("the alert's Cancel keeps the discount, and the alert goes")
  func alertCancelKeepsTheDiscount() {
    let (store, _, host) = basket(discountPercent: 10)

    host.tap("Remove coupon")
    guard host.tap("Cancel", elseReport: "\"Remove coupon\" should show an alert with \"Cancel\".") else { return }

    #expect(store.discountPercent == 10, "Cancel should keep the discount; it is \(store.discountPercent)%")
    #expect(
      !host.screen.contains("Remove the coupon?"),
      "After Cancel the alert should go; the screen reads:\n\(host.screen)")
  }

  /// A real store of the learner's basket, $100 with `discountPercent` off, the actions it
  /// received, and the learner's view of it in a 60 × 16 host.
  private func basket(
    discountPercent: Int = 0
  ) -> (StoreOf<BasketDomain>, ReceivedActions<BasketDomain.Action>, ViewHost<BasketView>) {
    let received = ReceivedActions<BasketDomain.Action>()
    let store = Store(initialState: BasketDomain.State(subtotal: 100, discountPercent: discountPercent)) {
      received.recorder()
      BasketDomain()
    }
    return (store, received, ViewHost(BasketView(store: store), columns: 60, rows: 16))
  }
}

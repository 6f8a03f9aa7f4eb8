import Composable
import ComposableTesting
import Exercises
import Testing

/// Grades actions.coupon-delegate: a known code makes the sheet send
/// `delegate(.couponApplied(percent:))`, and the checkout answers it with the discount and by
/// closing the sheet.
@MainActor
@Suite(
  .exercise(
    "actions.coupon-delegate", isStarted: CouponDelegateExercise.isStarted,
    file: "Exercises/Workbook/07-Actions/CouponDelegate.swift"))
struct CouponDelegateGrader {
  @Test("the sheet alone: a known code, any case, sends the delegate with its discount")
  func sheetSendsTheDelegate() async {
    let store = TestStore(initialState: CouponDomain.State(code: "half")) { CouponDomain() }
    await store.send(.applyButtonTapped)
    await store.receive(.delegate(.couponApplied(percent: 50)))
  }

  @Test("an unknown code shows the message and sends nothing")
  func unknownCode() async {
    let store = TestStore(initialState: CouponDomain.State(code: "FREE")) { CouponDomain() }
    await store.send(.applyButtonTapped) {
      $0.message = CouponDomain.unknownCodeMessage
    }
  }

  @Test("the checkout listens: the discount is set and the sheet closed")
  func parentListens() async {
    let store = TestStore(
      initialState: CheckoutSummaryDomain.State(
        total: 40, coupon: CouponDomain.State(code: "SAVE10"))
    ) {
      CheckoutSummaryDomain()
    }
    await store.send(.coupon(.presented(.applyButtonTapped)))
    await store.receive(.coupon(.presented(.delegate(.couponApplied(percent: 10))))) {
      $0.discountPercent = 10
      $0.coupon = nil
    }
  }

  @Test("your testCouponApplied passes on your CheckoutSummaryDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in CouponDelegate.swift.
    await testCouponApplied(CheckoutSummaryDomain())
  }

  @Test("your testCouponApplied fails on a checkout whose sheet sends no delegate")
  func learnersTestCatchesASilentSheet() async {
    await expectLearnersTest(
      "testCouponApplied", toCatch: "Apply sends nothing to the parent",
      advice: """
        After Apply, receive the delegate action: \
        await store.receive(.coupon(.presented(.delegate(.couponApplied(percent: 10))))) { … }.
        """
    ) {
      await testCouponApplied(
        Reduce { state, action in
          if action == .coupon(.presented(.applyButtonTapped)) { return .none }
          return CheckoutSummaryDomain().reduce(into: &state, action: action)
        })
    }
  }

  @Test("your testCouponApplied fails on a checkout that does not listen to the delegate")
  func learnersTestCatchesADeafParent() async {
    await expectLearnersTest(
      "testCouponApplied", toCatch: "the parent ignores couponApplied",
      advice: """
        Receive the delegate action with what the parent does in the closure: \
        $0.discountPercent = 10 and $0.coupon = nil.
        """
    ) {
      await testCouponApplied(
        Reduce { state, action in
          if case .coupon(.presented(.delegate)) = action { return .none }
          return CheckoutSummaryDomain().reduce(into: &state, action: action)
        })
    }
  }
}

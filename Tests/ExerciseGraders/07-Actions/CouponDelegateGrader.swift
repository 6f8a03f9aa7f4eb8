import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades actions.coupon-delegate: a known code makes the sheet send
/// `delegate(.couponApplied(percent:))`, and the checkout answers it with the discount and by
/// closing the sheet, no longer reading the sheet's Apply.
extension CouponDelegateExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of CheckoutSummaryDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "Apply sends nothing to the parent", replacing: CheckoutSummaryDomain.self,
        advice: """
          After Apply, receive the delegate action: \
          await store.receive(.coupon(.presented(.delegate(.couponApplied(percent: 10))))) { … }.
          """
      ) {
        Reduce { state, action in
          if action == .coupon(.presented(.applyButtonTapped)) { return .none }
          return CheckoutSummaryDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the parent ignores couponApplied", replacing: CheckoutSummaryDomain.self,
        advice: """
          Receive the delegate action with what the parent does in the closure: \
          $0.discountPercent = 10 and $0.coupon = nil.
          """
      ) {
        Reduce { state, action in
          if case .coupon(.presented(.delegate)) = action { return .none }
          return CheckoutSummaryDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the checkout still reads the sheet's Apply and checks the code itself",
        replacing: CheckoutSummaryDomain.self,
        advice: """
          Send Apply with no closure (the checkout should not change yet), then receive the \
          delegate with the discount and the closed sheet in its closure.
          """
      ) {
        Reduce { state, action in
          if case .coupon(.presented(.delegate)) = action { return .none }
          let code = state.coupon?.code
          let effect = CheckoutSummaryDomain().reduce(into: &state, action: action)
          if action == .coupon(.presented(.applyButtonTapped)), let code,
            let percent = CouponDomain.codes[code.uppercased()]
          {
            state.discountPercent = percent
            state.coupon = nil
          }
          return effect
        }
      },
    ]
  }
}

extension CouponDelegateTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
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

    @Test("the checkout answers the delegate, not the sheet's Apply")
    func parentAnswersTheDelegate() {
      // The checkout's reducer, run by hand one action at a time, shows which action changes it.
      let open = CheckoutSummaryDomain.State(total: 40, coupon: CouponDomain.State(code: "SAVE10"))
      var afterApply = open
      _ = CheckoutSummaryDomain().reduce(into: &afterApply, action: .coupon(.presented(.applyButtonTapped)))
      var afterDelegate = open
      _ = CheckoutSummaryDomain().reduce(
        into: &afterDelegate, action: .coupon(.presented(.delegate(.couponApplied(percent: 10)))))

      #expect(
        afterApply.discountPercent == 0 && afterApply.coupon != nil,
        """
        The sheet's Apply should change nothing in the checkout: the checkout still reads it \
        (discount \(afterApply.discountPercent)%, the sheet \(afterApply.coupon == nil ? "closed" : "open")). \
        Remove its case .coupon(.presented(.applyButtonTapped)): the sheet checks the code and \
        tells the checkout with its delegate (chapter 7, "Delegate actions: a child tells its parent").
        """)
      #expect(
        afterDelegate.discountPercent == 10 && afterDelegate.coupon == nil,
        """
        .coupon(.presented(.delegate(.couponApplied(percent: 10)))) should set the discount to \
        10% and close the sheet; the checkout has \(afterDelegate.discountPercent)% and the sheet \
        \(afterDelegate.coupon == nil ? "closed" : "open"). Answer it in the checkout's body: \
        case .coupon(.presented(.delegate(.couponApplied(let percent)))).
        """)
    }
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades actions.coupon-delegate: a known code makes the sheet send
/// `delegate(.couponApplied(percent:))`, and the checkout answers it with the discount and by
/// closing the sheet.
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
  }
}

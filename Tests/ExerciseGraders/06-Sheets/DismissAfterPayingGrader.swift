import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

/// Grades sheets.dismiss-after-paying: after a successful payment the pay sheet dismisses itself
/// (`.paySheet(.dismiss)` reaches the parent); a failure keeps it open with its message.
extension DismissAfterPayingExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of CheckoutDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the sheet stays open after paying", replacing: CheckoutDomain.self,
        advice: """
          After receiving the success, receive the dismissal: \
          await store.receive(.paySheet(.dismiss)) { $0.paySheet = nil }.
          """
      ) {
        BrokenCheckout(parentClosesTheSheet: false)
      },
      .reducer(
        "the parent sets paySheet = nil instead of the sheet dismissing", replacing: CheckoutDomain.self,
        advice: """
          Receive the success with only what it changes in the sheet ($0.paySheet?.isPaying = false), \
          then receive .paySheet(.dismiss) { $0.paySheet = nil }: a parent that closes the sheet \
          itself changes more in the first step, and sends no dismiss.
          """
      ) {
        BrokenCheckout(parentClosesTheSheet: true)
      },
    ]
  }
}

extension DismissAfterPayingTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    let sheet = PaySheetDomain.State(items: [CartItem(product: Product.sample[0], quantity: 1)])

    @Test(
      "a successful payment closes the sheet from inside: the parent receives .paySheet(.dismiss)")
    func successDismisses() async {
      let store = TestStore(initialState: CheckoutDomain.State(paySheet: sheet)) {
        CheckoutDomain()
      } withDependencies: {
        $0.apiClient.sendOrder = { _ in "order #7" }
      }
      await store.send(.paySheet(.presented(.payButtonTapped))) {
        $0.paySheet?.isPaying = true
      }
      await store.receive(.paySheet(.presented(.paymentResponse(.success("order #7"))))) {
        $0.paySheet?.isPaying = false
      }
      await store.receive(.paySheet(.dismiss)) {
        $0.paySheet = nil
      }
    }

    @Test("a failed payment keeps the sheet open, with the message")
    func failureStays() async {
      let store = TestStore(initialState: CheckoutDomain.State(paySheet: sheet)) {
        CheckoutDomain()
      } withDependencies: {
        $0.apiClient.sendOrder = { _ in throw APIError.timedOut }
      }
      await store.send(.paySheet(.presented(.payButtonTapped))) {
        $0.paySheet?.isPaying = true
      }
      await store.receive(.paySheet(.presented(.paymentResponse(.failure(APIError.timedOut))))) {
        $0.paySheet?.isPaying = false
        $0.paySheet?.message = PaySheetDomain.failureMessage
      }
    }
  }
}

/// A checkout built like `CheckoutDomain`, whose pay sheet never dismisses itself; its parent
/// closes the sheet after a success, or leaves it open.
private struct BrokenCheckout: Reducer {
  let parentClosesTheSheet: Bool

  var body: some ReducerOf<CheckoutDomain> {
    Reduce { state, action in
      switch action {
      case .checkoutButtonTapped:
        state.paySheet = PaySheetDomain.State(items: [
          CartItem(product: Product.sample[0], quantity: 1)
        ])
      case .paySheet(.presented(.paymentResponse(.success))) where parentClosesTheSheet:
        state.paySheet = nil
      case .paySheet:
        break
      }
      return .none
    }
    .ifLet(\.$paySheet, action: CheckoutDomain.Action.paySheet) {
      PaySheetThatStays()
    }
  }
}

/// The exercise's pay sheet, except that a success only stops paying: nothing dismisses it.
private struct PaySheetThatStays: Reducer {
  func reduce(into state: inout PaySheetDomain.State, action: PaySheetDomain.Action) -> Effect<
    PaySheetDomain.Action
  > {
    if case .paymentResponse(.success) = action {
      state.isPaying = false
      return .none
    }
    return PaySheetDomain().reduce(into: &state, action: action)
  }
}

import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades alerts.third-button: the confirmation has "Pay $X", "Keep shopping" and "Cancel"; "Keep
// shopping" clears the alert and tells the parent with `delegate(.keepShopping)`; and the broken
// versions the learner's tests must fail on.

extension ThirdButtonExercise: GradedExercise {
  /// Confirmations whose third button is missing or mute: a good test of it fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the alert still has only Pay and Cancel", replacing: CheckoutPromptDomain.self,
        advice: """
          After .payButtonTapped set the whole alert in the closure: \
          $0.alert = .checkout(totalPriceString: "$42.0"). The exhaustive store then compares \
          every button.
          """
      ) {
        Reduce { state, action in
          if action == .payButtonTapped {
            let total = state.totalPriceString
            state.alert = AlertState {
              TextState("Confirm your purchase")
            } actions: {
              ButtonState(action: .confirmPurchase) { TextState("Pay \(total)") }
              ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
            } message: {
              TextState("Do you want to proceed with your purchase of \(total)?")
            }
            return .none
          }
          return CheckoutPromptDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Keep shopping does not send delegate(.keepShopping)", replacing: CheckoutPromptDomain.self,
        advice: """
          After sending .alert(.presented(.keepShopping)), receive the delegate action: \
          await store.receive(.delegate(.keepShopping)).
          """
      ) {
        Reduce { state, action in
          if action == .alert(.presented(.keepShopping)) {
            state.alert = nil
            return .none
          }
          return CheckoutPromptDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension ThirdButtonTests {
  // The grader's checks of CheckoutPromptDomain.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Alert = AlertState<CheckoutPromptDomain.Action.Alert>

    @Test("the confirmation has three buttons: Pay $X, Keep shopping, Cancel (cancel role)")
    func threeButtons() {
      let alert = Alert.checkout(totalPriceString: "$19.5")
      #expect(
        alert.buttons.map(\.label.string) == ["Pay $19.5", "Keep shopping", "Cancel"],
        "the buttons, in order, should be Pay $19.5, Keep shopping, Cancel")
      #expect(
        alert.buttons.map(\.role) == [nil, nil, .cancel],
        "only Cancel has a role (.cancel); Pay and Keep shopping have none")
      #expect(
        alert.buttons.map(\.action) == [.confirmPurchase, .keepShopping, .cancel],
        "Keep shopping's action should be .keepShopping")
      #expect(
        alert.title == TextState("Confirm your purchase"),
        "the third button changes the buttons only: the title stays \"Confirm your purchase\"")
      #expect(
        alert.message == TextState("Do you want to proceed with your purchase of $19.5?"),
        "the message stays the total's question; only the buttons change")
    }

    @Test("Keep shopping clears the alert and sends delegate(.keepShopping)")
    func keepShopping() async {
      let store = TestStore(
        initialState: CheckoutPromptDomain.State(alert: .checkout(totalPriceString: "$42.0"))
      ) {
        CheckoutPromptDomain()
      }
      // ifLet clears the alert after any button; the delegate comes back from the effect.
      await store.send(.alert(.presented(.keepShopping))) {
        $0.alert = nil
      }
      await store.receive(.delegate(.keepShopping))
    }

    @Test("Pay still sends the order, Cancel still only closes")
    func payAndCancel() async {
      let store = TestStore(initialState: CheckoutPromptDomain.State()) {
        CheckoutPromptDomain()
      }
      await store.send(.payButtonTapped) {
        $0.alert = .checkout(totalPriceString: "$42.0")
      }
      await store.send(.alert(.presented(.cancel))) {
        $0.alert = nil
      }
      await store.send(.payButtonTapped) {
        $0.alert = .checkout(totalPriceString: "$42.0")
      }
      await store.send(.alert(.presented(.confirmPurchase))) {
        $0.alert = nil
        $0.isSending = true
      }
    }
  }
}

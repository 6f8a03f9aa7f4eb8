import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

// Grades alerts.retry: the error alert offers "Try again" and "Done" (cancel role); "Try again"
// sends the order again, whose answer shows "Thank you!" or "Oops!" again; and the broken versions
// the learner's tests must fail on.

extension TryAgainExercise: GradedExercise {
  /// Checkouts whose retry is broken: a good test of Try again fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the error alert has only Done", replacing: RetryingCheckoutDomain.self,
        advice: "Set the whole alert after the failure: $0.alert = .orderFailed."
      ) {
        Reduce { state, action in
          let effect = RetryingCheckoutDomain().reduce(into: &state, action: action)
          if case .orderResponse(.failure) = action {
            state.alert = AlertState {
              TextState("Oops!")
            } actions: {
              ButtonState(action: .done) { TextState("Done") }
            } message: {
              TextState("Unable to send order, try again later.")
            }
          }
          return effect
        }
      },
      .reducer(
        "Try again sends nothing", replacing: RetryingCheckoutDomain.self,
        advice: "After .alert(.presented(.tryAgain)), receive the second answer: the success."
      ) {
        Reduce { state, action in
          if action == .alert(.presented(.tryAgain)) {
            state.alert = nil
            return .none
          }
          return RetryingCheckoutDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Try again sends the order but leaves the status at .error", replacing: RetryingCheckoutDomain.self,
        advice: "Set what Try again changes in its closure: the alert goes, the status is .loading."
      ) {
        Reduce { state, action in
          let status = state.status
          let effect = RetryingCheckoutDomain().reduce(into: &state, action: action)
          if action == .alert(.presented(.tryAgain)) { state.status = status }
          return effect
        }
      },
    ]
  }

  /// The learner's test carries the tag they declare, `checkout`, on itself or its suite.
  public static var requirements: [TestRequirement] { [.tagged("checkout")] }
}

extension TryAgainTests {
  // The grader's checks of RetryingCheckoutDomain.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Alert = AlertState<RetryingCheckoutDomain.Action.Alert>

    @Test("the error alert: Try again (no role), then Done (cancel role)")
    func errorAlert() {
      let alert = Alert.orderFailed
      #expect(alert.title == TextState("Oops!"), "the error alert keeps its title, \"Oops!\"")
      #expect(
        alert.message == TextState("Unable to send order, try again later."),
        "the error alert keeps its message; only its buttons change")
      #expect(
        alert.buttons.map(\.label.string) == ["Try again", "Done"],
        "Try again comes first, then Done (chapter 5, \"AlertState, ButtonState, TextState\")")
      #expect(
        alert.buttons.map(\.role) == [nil, .cancel], "Done has the cancel role, Try again none")
      #expect(
        alert.buttons.map(\.action) == [.tryAgain, .done],
        "Try again sends .tryAgain, the action the reducer answers by ordering again")
    }

    @Test("Try again sends the order again; this time it goes through")
    func tryAgainSucceeds() async {
      let orders = OrderAttempts(failing: 1)
      let store = TestStore(
        initialState: RetryingCheckoutDomain.State(alert: .orderFailed, status: .error)
      ) {
        RetryingCheckoutDomain()
      } withDependencies: {
        $0.apiClient.sendOrder = orders.send
      }
      orders.skip(1)

      await store.send(.alert(.presented(.tryAgain))) {
        $0.alert = nil
        $0.status = .loading
      }
      await store.receive(.orderResponse(.success("order #2"))) {
        $0.status = .success
        $0.alert = .orderSent
      }
      #expect(
        orders.count == 2,
        "Try again should send the order once more: sendOrder ran \(orders.count - 1) time(s)")
    }

    @Test("Try again that fails again shows Oops! again, and Try again works once more")
    func tryAgainTwice() async {
      let orders = OrderAttempts(failing: 2)
      let store = TestStore(initialState: RetryingCheckoutDomain.State(alert: .confirmOrder)) {
        RetryingCheckoutDomain()
      } withDependencies: {
        $0.apiClient.sendOrder = orders.send
      }

      await store.send(.alert(.presented(.confirmPurchase))) {
        $0.alert = nil
        $0.status = .loading
      }
      await store.receive(.orderResponse(.failure(APIError.timedOut))) {
        $0.status = .error
        $0.alert = .orderFailed
      }
      for attempt in 2...3 {
        await store.send(.alert(.presented(.tryAgain))) {
          $0.alert = nil
          $0.status = .loading
        }
        if attempt == 2 {
          await store.receive(.orderResponse(.failure(APIError.timedOut))) {
            $0.status = .error
            $0.alert = .orderFailed
          }
        } else {
          await store.receive(.orderResponse(.success("order #3"))) {
            $0.status = .success
            $0.alert = .orderSent
          }
        }
      }
    }

    @Test("Done on the error alert changes nothing but the alert")
    func done() async {
      let store = TestStore(
        initialState: RetryingCheckoutDomain.State(alert: .orderFailed, status: .error)
      ) {
        RetryingCheckoutDomain()
      }
      await store.send(.alert(.presented(.done))) {
        $0.alert = nil
      }
    }
  }
}

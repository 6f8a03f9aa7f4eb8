import Composable
import ComposableTesting
import Exercises
import OnlineStore
import Testing

/// Grades alerts.retry: the error alert offers "Try again" and "Done" (cancel role); "Try
/// again" sends the order again, whose answer shows "Thank you!" or "Oops!" again.
@MainActor
@Suite(
  .exercise(
    "alerts.retry", isStarted: TryAgainExercise.isStarted,
    file: "Exercises/Workbook/05-Alerts/TryAgain.swift"))
struct TryAgainGrader {
  typealias Alert = AlertState<RetryingCheckoutDomain.Action.Alert>

  @Test("the error alert: Try again (no role), then Done (cancel role)")
  func errorAlert() {
    let alert = Alert.orderFailed
    #expect(alert.title == TextState("Oops!"))
    #expect(alert.message == TextState("Unable to send order, try again later."))
    #expect(alert.buttons.map(\.label.string) == ["Try again", "Done"])
    #expect(
      alert.buttons.map(\.role) == [nil, .cancel], "Done has the cancel role, Try again none")
    #expect(alert.buttons.map(\.action) == [.tryAgain, .done])
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

  @Test("your testTryAgain passes on your RetryingCheckoutDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in TryAgain.swift.
    await testTryAgain(RetryingCheckoutDomain())
  }

  @Test("your testTryAgain fails on a feature whose error alert has no Try again")
  func learnersTestCatchesNoButton() async {
    await expectLearnersTest(
      "testTryAgain", toCatch: "the error alert has only Done",
      advice: "Set the whole alert after the failure: $0.alert = .orderFailed."
    ) {
      await testTryAgain(
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
        })
    }
  }

  @Test("your testTryAgain fails on a feature whose Try again does nothing")
  func learnersTestCatchesADeadButton() async {
    await expectLearnersTest(
      "testTryAgain", toCatch: "Try again sends nothing",
      advice: "After .alert(.presented(.tryAgain)), receive the second answer: the success."
    ) {
      await testTryAgain(
        Reduce { state, action in
          if action == .alert(.presented(.tryAgain)) {
            state.alert = nil
            return .none
          }
          return RetryingCheckoutDomain().reduce(into: &state, action: action)
        })
    }
  }

  @Test("your testTryAgain fails on a feature whose Try again leaves the status at .error")
  func learnersTestCatchesAStaleStatus() async {
    await expectLearnersTest(
      "testTryAgain", toCatch: "Try again sends the order but leaves the status at .error",
      advice: "Set what Try again changes in its closure: the alert goes, the status is .loading."
    ) {
      await testTryAgain(
        Reduce { state, action in
          let status = state.status
          let effect = RetryingCheckoutDomain().reduce(into: &state, action: action)
          if action == .alert(.presented(.tryAgain)) { state.status = status }
          return effect
        })
    }
  }
}

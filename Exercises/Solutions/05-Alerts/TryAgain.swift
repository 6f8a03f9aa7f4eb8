// Solution of alerts.retry · Try again                                 (chapter 5, Alerts)
//
// "Try again" is one more button of the error alert, and one more case the reducer answers. It
// must do exactly what confirming does, so both call one private helper, `submitOrder(_:)`: the
// status goes to `.loading` and the same effect runs. The answer comes back through the same
// `orderResponse` cases, so a retry that fails again shows "Oops!" again, by itself.
//
// The test's client fails once and then answers: a main-actor closure with a count, which is
// safe because the test and the effects start on the main actor. Each alert is spelled out in
// full, so an error alert without "Try again" fails the test; receiving the success fails a
// retry that sends nothing; setting `.loading` after "Try again" fails one that forgets it.
//
// The tag groups the tests of paying, wherever they are: a test plan or Xcode's navigator can
// then run them together. It is declared once, next to the tests that use it.

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise alerts.retry: flip `isStarted` to true when you start it.
public enum TryAgainExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.retry"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The cart's purchase: confirm, send the order, and try again after an error.
public struct RetryingCheckoutDomain: Reducer, Sendable {
  /// The order's rows, where sending it stands, and the alert on screen.
  public struct State: Equatable, Sendable {
    /// The alert on screen: the confirmation, "Thank you!" or "Oops!".
    @Presents public var alert: AlertState<Action.Alert>?
    /// The rows the order sends.
    public var items: [CartItem]
    /// Where sending the order stands.
    public var status: DataLoadingStatus

    /// An order of `items` (two sample rows by default), not sent yet.
    public init(
      alert: AlertState<Action.Alert>? = nil, items: [CartItem] = CartItem.sample,
      status: DataLoadingStatus = .notStarted
    ) {
      self.alert = alert
      self.items = items
      self.status = status
    }
  }

  /// The pay button, the alerts' buttons, and the server's answer.
  public enum Action: Equatable, Sendable {
    /// The "Pay" button: asks first.
    case payButtonTapped
    /// A button of the alert on screen, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// The answer of the store API to the order.
    case orderResponse(TaskResult<String>)

    /// The buttons of the alerts.
    public enum Alert: Equatable, Sendable {
      /// "Pay" in the confirmation.
      case confirmPurchase
      /// "Try again" in the error alert.
      case tryAgain
      /// "Done" in the success and error alerts.
      case done
    }
  }

  @Dependency(\.apiClient.sendOrder) var sendOrder

  /// Creates the reducer.
  public init() {}

  /// Pay asks; confirming sends; the answer shows an alert; Try again sends again.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payButtonTapped:
        state.alert = .confirmOrder
        return .none

      case .alert(.presented(.confirmPurchase)), .alert(.presented(.tryAgain)):
        return submitOrder(&state)

      case .alert(.presented(.done)), .alert(.dismiss):
        return .none

      case .orderResponse(.success):
        state.status = .success
        state.alert = .orderSent
        return .none

      case .orderResponse(.failure):
        state.status = .error
        state.alert = .orderFailed
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }

  /// Sends the order: the status goes to `.loading`, and the answer comes back as
  /// `orderResponse`. Confirming and trying again both call it.
  private func submitOrder(_ state: inout State) -> Effect<Action> {
    state.status = .loading
    let items = state.items
    return .run { send in
      await send(.orderResponse(TaskResult { try await sendOrder(items) }))
    }
  }
}

extension AlertState where Action == RetryingCheckoutDomain.Action.Alert {
  /// "Confirm your purchase": Pay, or Cancel (cancel role, no action).
  public static var confirmOrder: Self {
    AlertState {
      TextState("Confirm your purchase")
    } actions: {
      ButtonState(action: .confirmPurchase) { TextState("Pay") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  /// "Thank you!": Done.
  public static var orderSent: Self {
    AlertState {
      TextState("Thank you!")
    } actions: {
      ButtonState(action: .done) { TextState("Done") }
    } message: {
      TextState("Your order is in process.")
    }
  }

  /// "Oops!": Try again, or Done.
  public static var orderFailed: Self {
    AlertState {
      TextState("Oops!")
    } actions: {
      ButtonState(action: .tryAgain) { TextState("Try again") }
      ButtonState(role: .cancel, action: .done) { TextState("Done") }
    } message: {
      TextState("Unable to send order, try again later.")
    }
  }
}

extension Tag {
  /// The tests of paying for an order.
  @Tag static var checkout: Self
}

// Your tests of Try again, a Swift Testing suite: `swift test --filter TryAgainTests` runs them.
// Its trait, `.exercise(…)`, also runs each test on the grader's broken checkouts, where it must
// fail.
@MainActor
@Suite("alerts.retry · your tests", .exercise(TryAgainExercise.self), .tags(.checkout))
struct TryAgainTests {
  @Test("A failed order, then Try again: the order goes through")
  func tryAgain() async {
    let store = TestStore(initialState: RetryingCheckoutDomain.State(alert: .confirmOrder)) {
      RetryingCheckoutDomain()
    } withDependencies: {
      var attempts = 0
      $0.apiClient.sendOrder = { @MainActor _ in
        attempts += 1
        if attempts == 1 { throw APIError.timedOut }
        return "order #2"
      }
    }

    await store.send(.alert(.presented(.confirmPurchase))) {
      $0.alert = nil
      $0.status = .loading
    }
    await store.receive(.orderResponse(.failure(APIError.timedOut))) {
      $0.status = .error
      $0.alert = .orderFailed
    }
    await store.send(.alert(.presented(.tryAgain))) {
      $0.alert = nil
      $0.status = .loading
    }
    await store.receive(.orderResponse(.success("order #2"))) {
      $0.status = .success
      $0.alert = .orderSent
    }
  }
}

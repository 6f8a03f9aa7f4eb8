// Exercise alerts.retry · Try again
//
// `RetryingCheckoutDomain` is the cart's purchase: Pay asks, "Pay" sends the order with the API
// client's `sendOrder`, and the answer shows "Thank you!" or "Oops!". The error alert only has
// "Done". Give it a way out:
//   • the error alert, `.orderFailed`, gets "Try again" first (no role, action `.tryAgain`),
//     then "Done" (the cancel role, action `.done`);
//   • "Try again" sends the order again, exactly as confirming did: status `.loading`, the same
//     effect, and its answer shows "Thank you!" or "Oops!" again. Write that once, in a private
//     helper of the reducer both cases call (the seed's "private actions").
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testTryAgain` (at the bottom), a TestStore test with a `sendOrder` that fails the
// first time and succeeds the second: confirm, receive the failure and the error alert, tap
// "Try again", and receive the success.
//
// Done: the grader's tests pass. And they run your test on your feature (it must pass) and on
// features broken on purpose (it must fail): one whose error alert has no "Try again", one whose
// "Try again" does nothing, and one that sends again but leaves the status at `.error`.
//
// Check it: `swift run kit check alerts.retry`
//       or: `swift test --filter TryAgainGrader`
// Stuck? `swift run kit hint alerts.retry` gives one hint at a time.

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum TryAgainExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.retry"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
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

      case .alert(.presented(.confirmPurchase)):
        state.status = .loading
        let items = state.items
        return .run { send in
          await send(.orderResponse(TaskResult { try await sendOrder(items) }))
        }

      case .alert(.presented(.tryAgain)):
        // TODO: send the order again, as confirming does (a private helper both call).
        return .none

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
      // TODO: "Try again" first, with the action .tryAgain; then Done, with the cancel role.
      ButtonState(action: .done) { TextState("Done") }
    } message: {
      TextState("Unable to send order, try again later.")
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter TryAgainTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of RetryingCheckoutDomain, where it
// must fail.
@MainActor
@Suite("alerts.retry · your tests", .exercise(TryAgainExercise.self))
struct TryAgainTests {
  @Test("Try again")
  func tryAgain() async {
    // TODO: make a TestStore whose reducer is `checkout` (the reducer you are given), from
    // RetryingCheckoutDomain.State(alert: .confirmOrder), with a sendOrder that throws the first
    // time and answers the second. A test runs on the main actor, so a main-actor closure may keep
    // a count: `var attempts = 0`, then `$0.apiClient.sendOrder = { @MainActor _ in … }`.
    // Confirm, receive the failure and its alert, send .alert(.presented(.tryAgain)), receive the
    // success and its alert.
  }
}

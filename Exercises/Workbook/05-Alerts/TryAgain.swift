// Exercise alerts.retry · Try again                                    (chapter 5, Alerts)
//
// Build: the error alert gets "Try again" first (no role, action `.tryAgain`), then Done (cancel
//        role); Try again sends the order again through a private helper confirming also calls.
// Test:  write the body of "A failed order, then Try again: the order goes through" below, and
//        tag it: declare `extension Tag { @Tag static var checkout: Self }`, add `.tags(.checkout)`.
// Done:  the grader's checks pass, your test is tagged, and it fails on the grader's broken
//        checkouts: no Try again, a Try again that sends nothing, one that leaves the status.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint alerts.retry`
// Check: `swift run kit check alerts.retry` (or `swift test --filter TryAgainTests`)

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

// Your tests of Try again, a Swift Testing suite: `swift test --filter TryAgainTests` runs them.
// Its trait, `.exercise(…)`, also runs each test on the grader's broken checkouts, where it must
// fail.
// TODO: declare the tag `checkout` (an extension of `Tag` with `@Tag static var checkout: Self`)
// and give it to this suite or its test: `.tags(.checkout)`.
@MainActor
@Suite("alerts.retry · your tests", .exercise(TryAgainExercise.self))
struct TryAgainTests {
  @Test("A failed order, then Try again: the order goes through")
  func tryAgain() async {
    // TODO: prove, from `RetryingCheckoutDomain.State(alert: .confirmOrder)` with a sendOrder
    // that throws the first time and answers the second, that a failed order shows its alert
    // and that Try again sends the order again, which goes through. (A test runs on the main
    // actor, so a `@MainActor` closure may keep the count of attempts.) It must fail on an error
    // alert with only Done, a Try again that sends nothing, and one that leaves the status.
  }
}

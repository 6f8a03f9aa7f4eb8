// Solution of alerts.third-button · A third button                     (chapter 5, Alerts)
//
// The alert is a value built with a result builder: a third button is one more `ButtonState`
// line, in the place it should appear. Its action is an ordinary case of `Action.Alert`, which
// the reducer answers with the delegate action, as the cart answers "Done" with
// `orderFinished`. Nothing sets `alert = nil`: `ifLet` clears it after any button.
//
// The test spells out the whole alert after Pay, so an alert with the wrong buttons fails it,
// and it receives the delegate, so a button that sends nothing fails it too: the exhaustive
// store lets neither pass.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise alerts.third-button: flip `isStarted` to true when you start it.
public enum ThirdButtonExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.third-button"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The pay button of a cart and its purchase confirmation: pay, keep shopping, or cancel.
public struct CheckoutPromptDomain: Reducer, Sendable {
  /// The confirmation while it is shown, the total, and whether the order is on its way.
  public struct State: Equatable, Sendable {
    /// The purchase confirmation, while it is shown.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The total, as the alert shows it: "$42.0".
    public var totalPriceString: String
    /// Whether the order was confirmed and is being sent.
    public var isSending: Bool

    /// A cart of `totalPriceString` with no alert, not sending.
    public init(
      alert: AlertState<Action.Alert>? = nil, totalPriceString: String = "$42.0",
      isSending: Bool = false
    ) {
      self.alert = alert
      self.totalPriceString = totalPriceString
      self.isSending = isSending
    }
  }

  /// The pay button, the alert's buttons, and what the feature tells its parent.
  public enum Action: Equatable, Sendable {
    /// The "Pay" button of the cart: shows the confirmation.
    case payButtonTapped
    /// A button of the alert, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// What the feature tells its parent.
    case delegate(Delegate)

    /// The buttons of the confirmation.
    public enum Alert: Equatable, Sendable {
      /// "Pay $X".
      case confirmPurchase
      /// "Keep shopping": close the cart, the order can wait.
      case keepShopping
      /// "Cancel".
      case cancel
    }

    /// What the feature tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user would rather keep shopping: the parent closes the cart.
      case keepShopping
    }
  }

  /// Creates the reducer.
  public init() {}

  /// Pay shows the confirmation; its buttons send, keep shopping, or cancel.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payButtonTapped:
        state.alert = .checkout(totalPriceString: state.totalPriceString)
        return .none

      case .alert(.presented(.confirmPurchase)):
        state.isSending = true
        return .none

      case .alert(.presented(.keepShopping)):
        return .send(.delegate(.keepShopping))

      case .alert(.presented(.cancel)), .alert(.dismiss):
        return .none

      case .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == CheckoutPromptDomain.Action.Alert {
  /// "Confirm your purchase": "Pay $X", "Keep shopping", "Cancel".
  public static func checkout(totalPriceString: String) -> Self {
    AlertState {
      TextState("Confirm your purchase")
    } actions: {
      ButtonState(action: .confirmPurchase) { TextState("Pay \(totalPriceString)") }
      ButtonState(action: .keepShopping) { TextState("Keep shopping") }
      ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Do you want to proceed with your purchase of \(totalPriceString)?")
    }
  }
}

// Your tests of the third button, a Swift Testing suite: `swift test --filter ThirdButtonTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken features,
// where it must fail.
@MainActor
@Suite("alerts.third-button · your tests", .exercise(ThirdButtonExercise.self))
struct ThirdButtonTests {
  @Test("Keep shopping closes the alert and tells the parent")
  func keepShopping() async {
    let store = TestStore(initialState: CheckoutPromptDomain.State()) {
      CheckoutPromptDomain()
    }

    await store.send(.payButtonTapped) {
      $0.alert = .checkout(totalPriceString: "$42.0")
    }
    await store.send(.alert(.presented(.keepShopping))) {
      $0.alert = nil
    }
    await store.receive(.delegate(.keepShopping))
  }
}

// Exercise alerts.third-button · A third button                        (chapter 5, Alerts)
//
// Build: give the purchase confirmation a third button between Pay and Cancel, "Keep shopping"
//        (no role, action `.keepShopping`), which the reducer answers with
//        `.send(.delegate(.keepShopping))`: the parent closes the cart.
// Test:  write the body of "Keep shopping closes the alert and tells the parent" below.
// Done:  the grader's checks pass, and your test passes on your feature but fails on the grader's
//        broken ones: an alert with only Pay and Cancel, and a Keep shopping that sends nothing.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint alerts.third-button`
// Check: `swift run kit check alerts.third-button` (or `swift test --filter ThirdButtonTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of exercise alerts.third-button: flip `isStarted` to true when you start it.
public enum ThirdButtonExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.third-button"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
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
        // TODO: tell the parent: send .delegate(.keepShopping).
        return .none

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
      // TODO: the third button, "Keep shopping", with the action .keepShopping.
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
    // TODO: prove that Pay shows the whole alert (Keep shopping included, so a two-button alert
    // fails), and that Keep shopping closes it and tells the parent with
    // `.delegate(.keepShopping)`. It must fail on an alert with only Pay and Cancel, and on a Keep
    // shopping that sends nothing.
  }
}

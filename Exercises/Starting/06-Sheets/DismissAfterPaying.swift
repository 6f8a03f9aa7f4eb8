// Exercise sheets.dismiss-after-paying · Close the sheet from inside after paying (chapter 6, Sheets)
//
// Build: on `.paymentResponse(.success)` the pay sheet dismisses itself with its
//        `@Dependency(\.dismiss)`; the parent receives `.paySheet(.dismiss)` and never closes it.
// Test:  write "After paying, the sheet closes itself" in `DismissAfterPayingTests` below.
// Done:  the grader's checks pass, and your test fails on its broken checkouts: one whose
//        sheet stays open, and one whose parent sets `paySheet = nil` itself.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint sheets.dismiss-after-paying`
// Check: `swift run kit check sheets.dismiss-after-paying` (or `swift test --filter DismissAfterPayingTests`)

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum DismissAfterPayingExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.dismiss-after-paying"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The pay sheet: pays for its items, then closes itself; a failure keeps it open with a message.
public struct PaySheetDomain: Reducer, Sendable {
  /// The items to pay for, whether the payment is on its way, and what went wrong.
  public struct State: Equatable, Sendable {
    /// What the order holds.
    public var items: [CartItem]
    /// Whether the payment is on its way.
    public var isPaying: Bool
    /// Why the last payment failed, if it did.
    public var message: String?

    /// A sheet for `items`, not paying, no message.
    public init(items: [CartItem], isPaying: Bool = false, message: String? = nil) {
      self.items = items
      self.isPaying = isPaying
      self.message = message
    }
  }

  /// The Pay button, and the answer to the payment.
  public enum Action: Equatable, Sendable {
    /// "Pay": sends the order.
    case payButtonTapped
    /// The order's id, or why it failed.
    case paymentResponse(TaskResult<String>)
  }

  /// Shown when the payment fails.
  public static let failureMessage = "The payment failed. Try again."

  @Dependency(\.apiClient.sendOrder) var sendOrder
  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// Pays, then closes on success.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payButtonTapped:
        state.isPaying = true
        state.message = nil
        return .run { [items = state.items] send in
          await send(.paymentResponse(TaskResult { try await sendOrder(items) }))
        }

      case .paymentResponse(.success):
        state.isPaying = false
        // TODO: close the sheet from inside: an effect that awaits dismiss().
        return .none

      case .paymentResponse(.failure):
        state.isPaying = false
        state.message = Self.failureMessage
        return .none
      }
    }
  }
}

/// The checkout: presents the pay sheet over itself.
public struct CheckoutDomain: Reducer, Sendable {
  /// The pay sheet while it is shown.
  public struct State: Equatable, Sendable {
    /// The pay sheet, while it is shown.
    @Presents public var paySheet: PaySheetDomain.State?

    /// A checkout with the pay sheet closed unless given.
    public init(paySheet: PaySheetDomain.State? = nil) {
      self.paySheet = paySheet
    }
  }

  /// The Checkout button, and the pay sheet's actions.
  public enum Action: Equatable, Sendable {
    /// "Checkout": presents the pay sheet for one backpack.
    case checkoutButtonTapped
    /// An action of the pay sheet, or its dismissal.
    case paySheet(PresentationAction<PaySheetDomain.Action>)
  }

  /// Creates the reducer.
  public init() {}

  /// Presents the sheet; `ifLet` runs it and clears it on `.dismiss`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkoutButtonTapped:
        state.paySheet = PaySheetDomain.State(items: [
          CartItem(product: Product.sample[0], quantity: 1)
        ])
        return .none
      case .paySheet:
        return .none
      }
    }
    .ifLet(\.$paySheet, action: Action.paySheet) {
      PaySheetDomain()
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter DismissAfterPayingTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of CheckoutDomain, where it
// must fail.
@MainActor
@Suite("sheets.dismiss-after-paying · your tests", .exercise(DismissAfterPayingExercise.self))
struct DismissAfterPayingTests {
  @Test("After paying, the sheet closes itself")
  func dismissAfterPaying() async {
    // TODO: prove that after a payment that succeeds (a store API that takes the order), the
    // sheet closes itself: the parent receives its dismissal after the success. It must fail on
    // a sheet that stays open, and on a parent that sets `paySheet = nil` itself.
  }
}

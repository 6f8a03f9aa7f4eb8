// Solution of sheets.dismiss-after-paying · Close the sheet from inside after paying (chapter 6, Sheets)
//
// The sheet knows when it is done, so it closes itself: `@Dependency(\.dismiss)`, awaited in an
// effect after the payment's success. `dismiss` sends `.paySheet(.dismiss)` to the parent, where
// `ifLet` sets the state to nil: the parent needs no action of its own for it.
//
// The test receives the success and then `.paySheet(.dismiss)`, with `paySheet = nil` in its
// closure: a sheet that stays open fails it (an expected action never comes), and so does a
// parent that closes it behind the sheet's back (the state is already nil, no dismiss arrives).

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
  public static var isStarted: Bool { true }
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
        return .run { _ in await dismiss() }

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
    let store = TestStore(initialState: CheckoutDomain.State()) {
      CheckoutDomain()
    } withDependencies: {
      $0.apiClient.sendOrder = { _ in "order #1" }
    }

    await store.send(.checkoutButtonTapped) {
      $0.paySheet = PaySheetDomain.State(items: [CartItem(product: Product.sample[0], quantity: 1)])
    }
    await store.send(.paySheet(.presented(.payButtonTapped))) {
      $0.paySheet?.isPaying = true
    }
    await store.receive(.paySheet(.presented(.paymentResponse(.success("order #1"))))) {
      $0.paySheet?.isPaying = false
    }
    await store.receive(.paySheet(.dismiss)) {
      $0.paySheet = nil
    }
  }
}

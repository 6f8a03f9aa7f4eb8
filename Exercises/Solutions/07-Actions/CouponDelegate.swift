// Solution of actions.coupon-delegate · A delegate the parent handles         (chapter 7, Actions)
//
// The checkout used to read its sheet's Apply, as `sheets.coupon-sheet`'s basket does, and so had
// to check the code again: the sheet's logic twice, and a parent that breaks when the sheet's
// buttons change. Now the sheet checks the code and tells its parent what happened,
// `.send(.delegate(.couponApplied(percent:)))`; the parent answers that one action of its child
// and does its part: the discount, and closing the sheet. The sheet's other actions are none of
// the parent's business.
//
// The test sends Apply expecting no change, then receives the delegate action with what the
// parent does in its closure: a sheet that sends nothing fails (an expected action never comes),
// a parent that does not listen fails (the discount and the sheet stay as they were), and so
// does the old checkout, which changes at Apply itself.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum CouponDelegateExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.coupon-delegate"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The coupon sheet: a code field and Apply.
public struct CouponDomain: Reducer, Sendable {
  /// The code typed, and why it was refused.
  public struct State: Equatable, Sendable {
    /// The code field.
    public var code: String
    /// Why the code was refused.
    public var message: String?

    /// A sheet with `code` typed, no message.
    public init(code: String = "", message: String? = nil) {
      self.code = code
      self.message = message
    }
  }

  /// The code field, Apply, and what the sheet tells its parent.
  public enum Action: Equatable, Sendable, BindableAction {
    /// The code field changed.
    case binding(BindingAction<State>)
    /// "Apply".
    case applyButtonTapped
    /// What the sheet tells its parent.
    case delegate(Delegate)

    /// What the sheet tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// A valid code: its discount, in percent.
      case couponApplied(percent: Int)
    }
  }

  /// The codes the shop knows, and their discounts in percent.
  public static let codes = ["SAVE10": 10, "HALF": 50]
  /// Shown for a code the shop does not know.
  public static let unknownCodeMessage = "This code is not valid."

  /// Creates the reducer.
  public init() {}

  /// Bindings first; Apply checks the code and tells the parent.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .applyButtonTapped:
        guard let percent = Self.codes[state.code.uppercased()] else {
          state.message = Self.unknownCodeMessage
          return .none
        }
        return .send(.delegate(.couponApplied(percent: percent)))
      }
    }
  }
}

/// The checkout summary: the total, the discount, and the coupon sheet.
public struct CheckoutSummaryDomain: Reducer, Sendable {
  /// The total, the discount applied, and the coupon sheet while it is shown.
  public struct State: Equatable, Sendable {
    /// The total before the discount.
    public var total: Double
    /// The discount applied, in percent.
    public var discountPercent: Int
    /// The coupon sheet, while it is shown.
    @Presents public var coupon: CouponDomain.State?

    /// A summary of `total`, no discount, the sheet closed unless given.
    public init(total: Double, discountPercent: Int = 0, coupon: CouponDomain.State? = nil) {
      self.total = total
      self.discountPercent = discountPercent
      self.coupon = coupon
    }
  }

  /// The "Add a coupon" button, and the sheet's actions.
  public enum Action: Equatable, Sendable {
    /// "Add a coupon": presents the sheet.
    case addCouponTapped
    /// An action of the coupon sheet, or its dismissal.
    case coupon(PresentationAction<CouponDomain.Action>)
  }

  /// Creates the reducer.
  public init() {}

  /// Presents the sheet, and answers its delegate: the discount, and closing the sheet.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCouponTapped:
        state.coupon = CouponDomain.State()
        return .none
      case .coupon(.presented(.delegate(.couponApplied(let percent)))):
        state.discountPercent = percent
        state.coupon = nil
        return .none
      case .coupon:
        return .none
      }
    }
    .ifLet(\.$coupon, action: Action.coupon) {
      CouponDomain()
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter CouponDelegateTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of CheckoutSummaryDomain, where it
// must fail.
@MainActor
@Suite("actions.coupon-delegate · your tests", .exercise(CouponDelegateExercise.self))
struct CouponDelegateTests {
  @Test("A known code reaches the checkout, which applies it and closes the sheet")
  func couponApplied() async {
    let store = TestStore(initialState: CheckoutSummaryDomain.State(total: 80)) {
      CheckoutSummaryDomain()
    }

    await store.send(.addCouponTapped) {
      $0.coupon = CouponDomain.State()
    }
    await store.send(.coupon(.presented(.binding(.set(\.code, "save10"))))) {
      $0.coupon?.code = "save10"
    }
    await store.send(.coupon(.presented(.applyButtonTapped)))
    await store.receive(.coupon(.presented(.delegate(.couponApplied(percent: 10))))) {
      $0.discountPercent = 10
      $0.coupon = nil
    }
  }
}

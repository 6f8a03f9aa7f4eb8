// Exercise actions.coupon-delegate · A delegate the parent handles            (chapter 7, Actions)
//
// Build: the checkout reads its sheet's Apply and checks the code again, as `sheets.coupon-sheet`'s
//        basket read its sheet's Apply. Refactor: on a known code the sheet's Apply sends
//        `.delegate(.couponApplied(percent:))`, and the checkout answers that delegate only.
// Test:  write "A known code reaches the checkout, which applies it and closes the sheet" below.
// Done:  the grader's checks pass; your test fails on its broken checkouts: no delegate sent, a
//        parent that ignores it, and the old checkout that still reads Apply.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.coupon-delegate`
// Check: `swift run kit check actions.coupon-delegate` (or `swift test --filter CouponDelegateTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum CouponDelegateExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.coupon-delegate"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
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
        guard Self.codes[state.code.uppercased()] != nil else {
          state.message = Self.unknownCodeMessage
          return .none
        }
        // TODO: tell the parent, `.send(.delegate(.couponApplied(percent:)))` with the code's
        //       discount (whatever the code's case: "save10" is SAVE10). The sheet checks the
        //       code; the parent should not have to.
        return .none
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

  /// Presents the sheet; on its Apply, checks the code again and applies it.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCouponTapped:
        state.coupon = CouponDomain.State()
        return .none

      // TODO: this case reads the sheet's button and repeats the sheet's check of the code.
      //       Answer `.coupon(.presented(.delegate(.couponApplied(percent))))` instead: set
      //       `discountPercent`, and close the sheet. The sheet's Apply is then its own business.
      //       Left in, this case closes the sheet at Apply, before the delegate comes: a test
      //       then says the state changed at Apply, and ifLet that the delegate found no sheet.
      case .coupon(.presented(.applyButtonTapped)):
        guard let code = state.coupon?.code,
          let percent = CouponDomain.codes[code.uppercased()]
        else { return .none }
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
    // TODO: prove, from a total of 80 with the coupon sheet open, that the code "save10" and
    // Apply reach the checkout as the sheet's delegate action, and that the checkout applies the
    // discount and closes the sheet then, not at Apply. It must fail on a sheet that sends no
    // delegate, on a parent that does not listen, and on the old checkout that reads Apply.
  }
}

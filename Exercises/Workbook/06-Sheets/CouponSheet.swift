// Exercise sheets.coupon-sheet · A coupon sheet, from nothing                  (chapter 6, Sheets)
//
// Build: give `BasketDomain` two destinations, never both at once: the coupon sheet below and
//        the alert "Remove the coupon?". Each TODO gives the names the grader uses.
// Done:  the grader draws `BasketView` and uses it: Add a coupon shows the sheet, +5% changes
//        it, Apply applies its percent and the sheet goes through `.destination(.dismiss)`,
//        Cancel and Esc apply nothing, Remove coupon asks, and only its Remove drops the discount.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint sheets.coupon-sheet`
// Check: `swift run kit check sheets.coupon-sheet` (or `swift test --filter CouponSheetGrader`)

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum CouponSheetExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.coupon-sheet"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The coupon sheet: a percentage that "+5%" raises up to 50, applied or cancelled.
public struct DiscountCodeDomain: Reducer, Sendable {
  /// The discount the coupon gives.
  public struct State: Equatable, Sendable {
    /// The percentage off, 10 at first, at most 50.
    public var percent: Int

    /// A coupon of `percent` off.
    public init(percent: Int = 10) {
      self.percent = percent
    }
  }

  /// The sheet's buttons.
  public enum Action: Equatable, Sendable {
    /// "+5%".
    case morePercentTapped
    /// "Apply": the basket takes the percent, and the sheet closes.
    case applyTapped
    /// "Cancel": the sheet closes, nothing applied.
    case cancelTapped
  }

  // TODO: the dependency that closes the sheet, whoever presented it:
  //       `@Dependency(\.dismiss) var dismiss`.

  /// Creates the reducer.
  public init() {}

  /// "+5%" raises the percent up to 50.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .morePercentTapped:
        state.percent = min(state.percent + 5, 50)
        return .none

      case .applyTapped, .cancelTapped:
        // TODO: close the sheet: Apply and Cancel both `await dismiss()` in an effect.
        return .none
      }
    }
  }
}

/// A basket's subtotal and discount.
public struct BasketDomain: Reducer, Sendable {
  /// The subtotal and the discount.
  public struct State: Equatable, Sendable {
    /// What the items cost together.
    public var subtotal: Double
    /// The percentage off, 0 without a coupon.
    public var discountPercent: Int
    // TODO: what is presented: `@Presents public var destination: Destination.State?`, nil at
    //       first.

    /// A basket of `subtotal` with `discountPercent` off.
    public init(subtotal: Double, discountPercent: Int = 0) {
      self.subtotal = subtotal
      self.discountPercent = discountPercent
    }

    /// The subtotal less the discount.
    public var total: Double {
      subtotal * Double(100 - discountPercent) / 100
    }
  }

  /// The basket's buttons.
  public enum Action: Equatable, Sendable {
    /// "Add a coupon".
    case addCouponTapped
    /// "Remove coupon".
    case removeCouponTapped
    // TODO: what the destination sends: `case destination(PresentationAction<Destination.Action>)`.
  }

  // TODO: `Destination`, the reducer of what the basket can present: a `struct Destination:
  //       Reducer` with `enum State: Equatable, Sendable, CaseReducerState` of two cases,
  //       `coupon(DiscountCodeDomain.State)` and `alert(AlertState<Alert>)`; an `enum Action`
  //       with the same two cases (`coupon` of `DiscountCodeDomain.Action`, `alert` of `Alert`);
  //       `enum Alert { case confirmRemoval }`; and a body of one
  //       `Scope(state: State.coupon, action: Action.coupon) { DiscountCodeDomain() }`.

  /// Creates the reducer.
  public init() {}

  /// "Remove coupon" drops the discount at once.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCouponTapped:
        // TODO: present a fresh coupon (10% off). When the coupon's Apply comes through
        //       `.destination`, set `discountPercent` to its percent: the basket sees it after the
        //       coupon's reducer, with the coupon still there; the dismissal does the rest.
        return .none

      case .removeCouponTapped:
        // TODO: ask first with `AlertState.removeCoupon`; drop the discount on its `.confirmRemoval`.
        state.discountPercent = 0
        return .none
      }
    }
    // TODO: run the destination while it is presented:
    //       `.ifLet(\.$destination, action: Action.destination) { Destination() }`.
  }
}

// TODO: `AlertState.removeCoupon`: title "Remove the coupon?", buttons "Remove" (destructive,
//       `.confirmRemoval`) and "Cancel" (cancel role, no action).
// TODO: the accessors the view scopes with, what `@CasePathable` would write: on
//       `BasketDomain.Destination.State`, `var coupon: DiscountCodeDomain.State?` and
//       `var alert: AlertState<…>?`; on `BasketDomain.Action`, `static func destinationCoupon(_:
//       PresentationAction<DiscountCodeDomain.Action>) -> Self` and `destinationAlert`.

/// The coupon sheet: the percent, "+5%", Apply and Cancel.
public struct DiscountCodeView: View {
  /// The coupon's store.
  public let store: StoreOf<DiscountCodeDomain>

  /// The sheet drawn from `store`.
  public init(store: StoreOf<DiscountCodeDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text("Coupon: \(store.percent)% off").bold()
      HStack {
        Button("+5%") { store.send(.morePercentTapped) }
        Button("Apply") { store.send(.applyTapped) }
        Button("Cancel") { store.send(.cancelTapped) }
      }
    }
  }
}

/// The basket: its subtotal, discount and total.
public struct BasketView: View {
  /// The basket's store.
  public let store: StoreOf<BasketDomain>

  /// The basket drawn from `store`.
  public init(store: StoreOf<BasketDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text("Subtotal: $\(store.subtotal)")
      Text("Discount: \(store.discountPercent)%")
      Text("Total: $\(store.total)").bold()
      HStack {
        Button("Add a coupon") { store.send(.addCouponTapped) }
        Button("Remove coupon") { store.send(.removeCouponTapped) }
          .disabled(store.discountPercent == 0)
      }
    }
    // TODO: present the coupon sheet and the alert, each from its case of the destination. The
    //       store becomes `@Bindable`; then `.sheet(item: $store.scope(state:
    //       \.destination?.coupon, action: BasketDomain.Action.destinationCoupon)) { couponStore in
    //       DiscountCodeView(store: couponStore) }` and `.alert($store.scope(state:
    //       \.destination?.alert, action: BasketDomain.Action.destinationAlert))`.
  }
}

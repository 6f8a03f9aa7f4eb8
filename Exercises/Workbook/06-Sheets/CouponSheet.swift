// Exercise sheets.coupon-sheet · A coupon sheet, from nothing                  (chapter 6, Sheets)
//
// Build: give `BasketDomain` two destinations written from nothing, never both at once: the
//        coupon sheet (`DiscountCodeDomain`, here) and the alert "Remove the coupon?". Keep
//        the names: the grader uses them.
//   • `DiscountCodeDomain` closes itself: Apply and Cancel both `await dismiss()` in an effect,
//     with `@Dependency(\.dismiss) var dismiss`;
//   • `BasketDomain.Destination`, a reducer with `enum State: Equatable, Sendable,
//     CaseReducerState` of two cases, `coupon(DiscountCodeDomain.State)` and
//     `alert(AlertState<Alert>)`, an `enum Action` with the same two cases (`coupon` of
//     `DiscountCodeDomain.Action`, `alert` of `Alert`), an `enum Alert { case confirmRemoval }`,
//     and a body of one `Scope(state: State.coupon, action: Action.coupon) { … }`;
//   • in the basket: `@Presents public var destination: Destination.State?` (nil at first),
//     `case destination(PresentationAction<Destination.Action>)`, and at the end of the body
//     `.ifLet(\.$destination, action: Action.destination) { Destination() }`;
//   • "Add a coupon" presents a fresh coupon (10% off); the coupon's Apply sets
//     `discountPercent` to its percent (the basket sees the action after the coupon's reducer,
//     with the coupon still there); the sheet's dismissal does the rest;
//   • "Remove coupon" presents `AlertState.removeCoupon`: title "Remove the coupon?", buttons
//     "Remove" (destructive, `.confirmRemoval`, which sets the discount to 0) and "Cancel" (cancel
//     role, no action);
//   • the view scopes to one case at a time. Write what `@CasePathable` would: on
//     `BasketDomain.Destination.State`, `var coupon: DiscountCodeDomain.State?` and `var alert:
//     AlertState<…>?`; on `BasketDomain.Action`, `static func destinationCoupon(_:
//     PresentationAction<DiscountCodeDomain.Action>) -> Self` and `destinationAlert`. Then in
//     `BasketView` (its store `@Bindable`):
//     `.sheet(item: $store.scope(state: \.destination?.coupon, action:
//     BasketDomain.Action.destinationCoupon)) { couponStore in DiscountCodeView(store: couponStore) }`
//     and `.alert($store.scope(state: \.destination?.alert, action: …destinationAlert))`.
// Done:  the grader draws `BasketView` with `ViewHost` and uses it: Add a coupon shows the
//        sheet, its +5% changes it, Apply applies its percent and the sheet goes through
//        `.destination(.dismiss)`, Cancel and Esc apply nothing, Remove coupon asks, and only
//        its Remove drops the discount.
// Start: set `isStarted` to true.   Check: `swift run kit check sheets.coupon-sheet`
//        (or `swift test --filter CouponSheetGrader`).
// Stuck: `swift run kit hint sheets.coupon-sheet`

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

  // TODO: the dependency that closes the sheet, whoever presented it.

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
        // TODO: close the sheet.
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
    // TODO: what is presented.

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
    // TODO: what the destination sends.
  }

  // TODO: `Destination`, the reducer of what the basket can present.

  /// Creates the reducer.
  public init() {}

  /// "Remove coupon" drops the discount at once.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCouponTapped:
        // TODO: present a fresh coupon.
        return .none

      case .removeCouponTapped:
        // TODO: ask first; drop the discount on the alert's "Remove".
        state.discountPercent = 0
        return .none
      }
    }
    // TODO: run the destination while it is presented.
  }
}

// TODO: `AlertState.removeCoupon`, and the accessors the view scopes with.

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
    // TODO: present the coupon sheet and the alert, each from its case of the destination.
  }
}

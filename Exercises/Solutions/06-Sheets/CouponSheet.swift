// Solution of sheets.coupon-sheet · A coupon sheet, from nothing               (chapter 6, Sheets)
//
// The basket can present two things, never both: the coupon sheet and "Remove the coupon?". So
// they are two cases of one `Destination` enum reducer, held by one `@Presents var destination`
// and run by one `.ifLet(\.$destination, action: Action.destination) { Destination() }`. Its
// body scopes the coupon's case to `DiscountCodeDomain`; the alert's case has no reducer (its
// button is the basket's business), and `ifLet` clears it after either button.
//
// The coupon closes itself, Apply or Cancel alike, with `@Dependency(\.dismiss)`: the basket
// receives `.destination(.dismiss)`. Because `ifLet` runs the child first and the parent after,
// the basket still sees the coupon, with its percent, when `applyTapped` goes by, and copies the
// percent before the dismissal clears the state.
//
// The view scopes to one case at a time: `\.destination?.coupon` and `\.destination?.alert` are
// accessors beside `Destination.State`, and `destinationCoupon` and `destinationAlert` turn a
// case's presentation action into the basket's, what TCA's `@CasePathable` writes for you.

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum CouponSheetExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.coupon-sheet"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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

  /// Closes the sheet, whoever presented it.
  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// "+5%" raises the percent up to 50; Apply and Cancel close the sheet.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .morePercentTapped:
        state.percent = min(state.percent + 5, 50)
        return .none

      case .applyTapped, .cancelTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

/// A basket's subtotal and discount, with a coupon sheet to add one and an alert to remove it.
public struct BasketDomain: Reducer, Sendable {
  /// The subtotal, the discount, and what is presented.
  public struct State: Equatable, Sendable {
    /// What the items cost together.
    public var subtotal: Double
    /// The percentage off, 0 without a coupon.
    public var discountPercent: Int
    /// The coupon sheet or the removal alert, while one is shown.
    @Presents public var destination: Destination.State?

    /// A basket of `subtotal` with `discountPercent` off, nothing presented.
    public init(subtotal: Double, discountPercent: Int = 0, destination: Destination.State? = nil) {
      self.subtotal = subtotal
      self.discountPercent = discountPercent
      self.destination = destination
    }

    /// The subtotal less the discount.
    public var total: Double {
      subtotal * Double(100 - discountPercent) / 100
    }
  }

  /// The basket's buttons, and what its destination sends.
  public enum Action: Equatable, Sendable {
    /// "Add a coupon".
    case addCouponTapped
    /// "Remove coupon": asks first.
    case removeCouponTapped
    /// An action of the coupon sheet or of the alert, or their dismissal.
    case destination(PresentationAction<Destination.Action>)
  }

  /// What the basket can present, one at a time: the coupon sheet, or "Remove the coupon?".
  public struct Destination: Reducer, Sendable {
    /// The presented destination and its state.
    public enum State: Equatable, Sendable, CaseReducerState {
      /// The coupon sheet.
      case coupon(DiscountCodeDomain.State)
      /// "Remove the coupon?".
      case alert(AlertState<Alert>)
    }

    /// An action of the presented destination.
    public enum Action: Equatable, Sendable {
      /// An action of the coupon sheet.
      case coupon(DiscountCodeDomain.Action)
      /// A button of the alert.
      case alert(Alert)
    }

    /// The buttons of the alert that do something ("Cancel" only closes it).
    public enum Alert: Equatable, Sendable {
      /// "Remove": the discount goes.
      case confirmRemoval
    }

    /// Creates the reducer.
    public init() {}

    /// The coupon's reducer in its case; the alert has none.
    public var body: some ReducerOf<Self> {
      Scope(state: State.coupon, action: Action.coupon) {
        DiscountCodeDomain()
      }
    }
  }

  /// Creates the reducer.
  public init() {}

  /// Presents the coupon or the alert; takes the coupon's percent on Apply and drops it on
  /// Remove. `ifLet` runs the coupon and clears whichever is shown on `.dismiss` or a button.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addCouponTapped:
        state.destination = .coupon(DiscountCodeDomain.State())
        return .none

      case .removeCouponTapped:
        state.destination = .alert(.removeCoupon)
        return .none

      case .destination(.presented(.coupon(.applyTapped))):
        if let coupon = state.destination?.coupon {
          state.discountPercent = coupon.percent
        }
        return .none

      case .destination(.presented(.alert(.confirmRemoval))):
        state.discountPercent = 0
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

extension AlertState where Action == BasketDomain.Destination.Alert {
  /// "Remove the coupon?": "Remove" (destructive) drops the discount, "Cancel" keeps it.
  public static var removeCoupon: Self {
    AlertState {
      TextState("Remove the coupon?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemoval) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

extension BasketDomain.Destination.State {
  /// The coupon while it is the destination, else nil: TCA's `\.destination?.coupon`.
  public var coupon: DiscountCodeDomain.State? {
    guard case .coupon(let coupon) = self else { return nil }
    return coupon
  }

  /// The alert while it is the destination, else nil: TCA's `\.destination?.alert`.
  public var alert: AlertState<BasketDomain.Destination.Alert>? {
    guard case .alert(let alert) = self else { return nil }
    return alert
  }
}

extension BasketDomain.Action {
  /// An action of the presented coupon, or its dismissal, as the basket's: TCA's
  /// `\.destination.coupon`.
  public static func destinationCoupon(_ action: PresentationAction<DiscountCodeDomain.Action>) -> Self {
    switch action {
    case .dismiss: .destination(.dismiss)
    case .presented(let action): .destination(.presented(.coupon(action)))
    }
  }

  /// A button of the presented alert, or its dismissal, as the basket's: TCA's
  /// `\.destination.alert`.
  public static func destinationAlert(_ action: PresentationAction<BasketDomain.Destination.Alert>) -> Self {
    switch action {
    case .dismiss: .destination(.dismiss)
    case .presented(let action): .destination(.presented(.alert(action)))
    }
  }
}

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

/// The basket: its subtotal, discount and total, with the coupon sheet and the alert over it.
public struct BasketView: View {
  /// The basket's store.
  @Bindable public var store: StoreOf<BasketDomain>

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
    .sheet(item: $store.scope(state: \.destination?.coupon, action: BasketDomain.Action.destinationCoupon)) {
      couponStore in
      DiscountCodeView(store: couponStore)
    }
    .alert($store.scope(state: \.destination?.alert, action: BasketDomain.Action.destinationAlert))
  }
}

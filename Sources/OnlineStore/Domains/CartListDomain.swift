import Composable
import Foundation

/// The cart, presented as a sheet: its rows, the total, the pay button, and the purchase
/// confirmation with its success and error alerts.
///
/// When the order went through and the user taps "Done", the cart tells its parent with
/// `delegate(.orderFinished)`; the parent empties the product counts and closes the sheet.
public struct CartListDomain: Reducer, Sendable {
  /// The cart's rows, total and purchase progress.
  public struct State: Equatable, Sendable {
    /// The alert on screen, if any: confirmation, success or error.
    @Presents public var alert: AlertState<Action.Alert>?
    /// Where sending the order stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The rows: one per product with a count above zero when the cart was opened.
    public var cartItems: IdentifiedArrayOf<CartItemDomain.State>
    /// The sum of price × quantity, computed by `getTotalPrice`.
    public var totalPrice: Double
    /// Whether the pay button is greyed out (the total is zero).
    public var isPayButtonDisable: Bool

    /// A cart of `cartItems`, with no total computed yet and the pay button enabled.
    public init(
      alert: AlertState<Action.Alert>? = nil,
      dataLoadingStatus: DataLoadingStatus = .notStarted,
      cartItems: IdentifiedArrayOf<CartItemDomain.State> = [],
      totalPrice: Double = 0,
      isPayButtonDisable: Bool = false
    ) {
      self.alert = alert
      self.dataLoadingStatus = dataLoadingStatus
      self.cartItems = cartItems
      self.totalPrice = totalPrice
      self.isPayButtonDisable = isPayButtonDisable
    }

    /// The total as the seed shows it: "$" and the total rounded to cents, in Swift's own
    /// spelling of a `Double` ("$0.0", "$219.9", "$232.84").
    public var totalPriceString: String {
      let roundedValue = (totalPrice * 100).rounded() / 100
      return "$\(roundedValue)"
    }

    /// Whether the order is being sent (the busy overlay is shown).
    public var isRequestInProcess: Bool {
      dataLoadingStatus == .loading
    }
  }

  /// Everything that can happen in the cart.
  public enum Action: Equatable, Sendable, ViewAction {
    /// A button of the alert on screen, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// An action of one of the rows.
    case cartItem(IdentifiedActionOf<CartItemDomain>)
    /// Recomputes the total and whether the pay button is enabled.
    case getTotalPrice
    /// The answer of the store API to the order.
    case didReceivePurchaseResponse(TaskResult<String>)
    /// What the cart tells its parent.
    case delegate(Delegate)
    /// What the cart's view sends.
    case view(View)

    /// The buttons of the cart's alerts.
    public enum Alert: Equatable, Sendable {
      /// "Pay $X" in the confirmation.
      case didConfirmPurchase
      /// "Cancel" in the confirmation.
      case didCancelConfirmation
      /// "Done" in the success alert.
      case dismissSuccessAlert
      /// "Done" in the error alert.
      case dismissErrorAlert
    }

    /// What the cart tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The order went through and the user acknowledged it.
      case orderFinished
    }

    /// What the cart's view sends.
    public enum View: Equatable, Sendable {
      /// The sheet appeared.
      case onAppear
      /// The "Pay $X" button.
      case didPressPayButton
      /// The "Close" button.
      case didPressCloseButton
    }
  }

  @Dependency(\.apiClient.sendOrder) var sendOrder
  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// The cart's logic, its rows, and its alerts.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.onAppear):
        return .send(.getTotalPrice)

      case .view(.didPressPayButton):
        state.alert = .confirmationAlert(totalPriceString: state.totalPriceString)
        return .none

      case .view(.didPressCloseButton):
        return .run { _ in await dismiss() }

      case let .cartItem(.element(id: id, action: .deleteCartItem)):
        state.cartItems.remove(id: id)
        return .send(.getTotalPrice)

      case .getTotalPrice:
        state.totalPrice = state.cartItems.reduce(0.0) { total, row in
          total + row.cartItem.product.price * Double(row.cartItem.quantity)
        }
        return verifyPayButtonAvailability(state: &state)

      case .alert(.presented(.didConfirmPurchase)):
        state.dataLoadingStatus = .loading
        let items = state.cartItems.map(\.cartItem)
        return .run { send in
          await send(.didReceivePurchaseResponse(TaskResult { try await sendOrder(items) }))
        }

      case .alert(.presented(.dismissSuccessAlert)):
        return .send(.delegate(.orderFinished))

      case .alert(.presented(.didCancelConfirmation)), .alert(.presented(.dismissErrorAlert)),
        .alert(.dismiss):
        return .none

      case .didReceivePurchaseResponse(.success):
        state.dataLoadingStatus = .success
        state.alert = .successAlert
        return .none

      case .didReceivePurchaseResponse(.failure):
        state.dataLoadingStatus = .error
        state.alert = .errorAlert
        return .none

      case .delegate:
        return .none
      }
    }
    .forEach(\.cartItems, action: Action.cartItem) {
      CartItemDomain()
    }
    .ifLet(\.$alert, action: Action.alert)
  }

  /// Greys out the pay button when there is nothing to pay.
  private func verifyPayButtonAvailability(state: inout State) -> Effect<Action> {
    state.isPayButtonDisable = state.totalPrice == 0
    return .none
  }
}

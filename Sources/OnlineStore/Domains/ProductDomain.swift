import Composable
import Foundation

/// One row of the product list: a product and its add-to-cart stepper.
///
/// Its body runs the stepper (`Scope` into `AddToCartDomain`) first, then its own logic, which
/// keeps the count from going below zero.
public struct ProductDomain: Reducer, Sendable {
  /// A product of the list and how many of it are in the cart-to-be.
  public struct State: Equatable, Identifiable, Sendable {
    /// The row's identity in the list, made by the `uuid` dependency.
    public let id: UUID
    /// The product shown in the row.
    public let product: Product
    /// The row's stepper.
    public var addToCartState: AddToCartDomain.State

    /// A row for `product`, its stepper at zero unless given.
    public init(id: UUID, product: Product, addToCartState: AddToCartDomain.State = AddToCartDomain.State()) {
      self.id = id
      self.product = product
      self.addToCartState = addToCartState
    }

    /// How many of the product are wanted: the stepper's count.
    public var count: Int {
      get { addToCartState.count }
      set { addToCartState.count = newValue }
    }
  }

  /// What happens in a row: its stepper's actions, and opening the product's detail.
  public enum Action: Equatable, Sendable {
    /// An action of the row's stepper.
    case addToCart(AddToCartDomain.Action)
    /// The user opened the product: the row changes nothing, the root pushes its detail.
    case openDetailTapped
  }

  /// Creates the reducer.
  public init() {}

  /// The stepper first, then the clamp at zero after a minus.
  public var body: some ReducerOf<Self> {
    Scope(state: \.addToCartState, action: Action.addToCart) {
      AddToCartDomain()
    }
    Reduce { state, action in
      switch action {
      case .addToCart(.didTapPlusButton):
        return .none
      case .addToCart(.didTapMinusButton):
        state.count = max(0, state.count)
        return .none
      case .openDetailTapped:
        return .none
      }
    }
  }
}

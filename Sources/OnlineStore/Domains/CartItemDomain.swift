import Composable
import Foundation

/// One row of the cart: a product, its quantity, and a delete button.
///
/// The row changes nothing itself: deleting is handled by its parents, the cart (which removes
/// the row) and the product list (which sets the product's count back to zero).
public struct CartItemDomain: Reducer, Sendable {
  /// A cart row.
  public struct State: Equatable, Identifiable, Sendable {
    /// The row's identity in the cart, made by the `uuid` dependency.
    public let id: UUID
    /// The product and its quantity.
    public let cartItem: CartItem

    /// A row for `cartItem`.
    public init(id: UUID, cartItem: CartItem) {
      self.id = id
      self.cartItem = cartItem
    }
  }

  /// What the row's user can do.
  public enum Action: Equatable, Sendable {
    /// The delete button of the row showing `product`.
    case deleteCartItem(product: Product)
  }

  /// Creates the reducer.
  public init() {}

  /// Changes nothing: the parents react to the row's actions.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteCartItem:
        return .none
      }
    }
  }
}

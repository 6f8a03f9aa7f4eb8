import Composable

/// A product's detail, pushed on the Products tab's navigation stack: the product, its stepper,
/// and related products to drill down into.
///
/// The detail owns a copy of the count, so it can be tested alone; every change is told to the
/// root with `delegate(.countChanged)`, which keeps the list's row in step. It never pushes a
/// screen itself: `delegate(.open)` asks the root to.
public struct ProductDetailDomain: Reducer, Sendable {
  /// The product on screen, how many of it are in the cart-to-be, and the related products.
  public struct State: Equatable, Sendable {
    /// The product shown.
    public let product: Product
    /// How many of the product are wanted: the same as its row in the list.
    public var count: Int
    /// Up to three other products of the same category, in list order.
    public let related: [Product]

    /// A detail of `product` with its `count` and its `related` products.
    public init(product: Product, count: Int, related: [Product]) {
      self.product = product
      self.count = count
      self.related = related
    }
  }

  /// What the user can do on the detail, and what it tells the root.
  public enum Action: Equatable, Sendable {
    /// One more: the count goes up and the root hears `countChanged`.
    case plusTapped
    /// One less, never below zero: at zero nothing changes and nothing is sent.
    case minusTapped
    /// A related product was chosen: the root hears `open` and pushes its detail.
    case relatedTapped(productID: Int)
    /// Back (Esc or Backspace): the detail dismisses itself, popping it off the stack.
    case backTapped
    /// What the detail tells its parent; it does nothing with these itself.
    case delegate(Delegate)

    /// The detail's messages to the root.
    public enum Delegate: Equatable, Sendable {
      /// The count of the product with this `Product.id` is now `count`.
      case countChanged(productID: Int, count: Int)
      /// Push the detail of the product with this `Product.id`.
      case open(productID: Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// Changes the count and tells the root; asks the root to open related products; dismisses
  /// itself on back.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .plusTapped:
        state.count += 1
        return .send(.delegate(.countChanged(productID: state.product.id, count: state.count)))
      case .minusTapped:
        guard state.count > 0 else { return .none }
        state.count -= 1
        return .send(.delegate(.countChanged(productID: state.product.id, count: state.count)))
      case let .relatedTapped(productID):
        return .send(.delegate(.open(productID: productID)))
      case .backTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}

import Composable

/// The add-to-cart stepper of one product: a count that the plus and minus buttons change.
///
/// A leaf feature: its `body` is one `Reduce`, and it knows nothing of products. It has no
/// bounds of its own; `ProductDomain` keeps the count from going below zero.
public struct AddToCartDomain: Reducer, Sendable {
  /// How many of the product the customer wants.
  public struct State: Equatable, Sendable {
    /// The number shown between the minus and plus buttons (0 shows "Add to Cart").
    public var count: Int

    /// A stepper at `count` (zero by default).
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// The stepper's two buttons.
  public enum Action: Equatable, Sendable {
    /// The plus button (or "Add to Cart"): one more.
    case didTapPlusButton
    /// The minus button: one fewer.
    case didTapMinusButton
  }

  /// Creates the reducer.
  public init() {}

  /// Adds or removes one.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .didTapPlusButton:
        state.count += 1
        return .none
      case .didTapMinusButton:
        state.count -= 1
        return .none
      }
    }
  }
}

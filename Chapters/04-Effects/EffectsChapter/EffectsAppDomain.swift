import Composable
import OnlineStore

/// The chapter's two screens in one store: the counter with its fact and timer, and the product
/// list with its loading, error and Retry. Each child runs its own effects.
public struct EffectsAppDomain: Reducer, Sendable {
  /// Both screens' state.
  public struct State: Equatable, Sendable {
    /// The Counter tab.
    public var counter: CounterFeature.State
    /// The Products tab.
    public var productList: ProductListDomain.State

    /// Both screens at their start: count 0, products not loaded.
    public init(
      counter: CounterFeature.State = CounterFeature.State(),
      productList: ProductListDomain.State = ProductListDomain.State()
    ) {
      self.counter = counter
      self.productList = productList
    }
  }

  /// An action of one of the screens.
  public enum Action: Equatable, Sendable {
    /// An action of the Counter tab.
    case counter(CounterFeature.Action)
    /// An action of the Products tab.
    case productList(ProductListDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Each screen's reducer on its part of the state.
  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: Action.counter) {
      CounterFeature()
    }
    Scope(state: \.productList, action: Action.productList) {
      ProductListDomain()
    }
  }
}

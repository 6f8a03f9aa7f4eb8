import Composable
import OnlineStore

/// The chapter's two tabs in one store: the counter with its fact and timer, and the product
/// list with its loading, error and Retry. Each child runs its own effects.
public struct EffectsAppDomain: Reducer, Sendable {
  /// The two tabs.
  public enum Tab: Equatable, Hashable, Sendable {
    /// The counter with its fact and timer.
    case counter
    /// The product list.
    case products
  }

  /// The tab shown and both tabs' state.
  public struct State: Equatable, Sendable {
    /// The tab shown.
    public var selectedTab: Tab
    /// The Counter tab.
    public var counter: CounterFeature.State
    /// The Products tab.
    public var productList: ProductListDomain.State

    /// Both tabs at their start: the Counter tab shown, count 0, products not loaded.
    public init(
      selectedTab: Tab = .counter,
      counter: CounterFeature.State = CounterFeature.State(),
      productList: ProductListDomain.State = ProductListDomain.State()
    ) {
      self.selectedTab = selectedTab
      self.counter = counter
      self.productList = productList
    }
  }

  /// A tab chosen, or an action of one of the tabs.
  public enum Action: Equatable, Sendable {
    /// The tab bar: show this tab.
    case tabSelected(Tab)
    /// An action of the Counter tab.
    case counter(CounterFeature.Action)
    /// An action of the Products tab.
    case productList(ProductListDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The tab bar's own logic, then each tab's reducer on its part of the state.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tabSelected(let tab) = action {
        state.selectedTab = tab
      }
      return .none
    }
    Scope(state: \.counter, action: Action.counter) {
      CounterFeature()
    }
    Scope(state: \.productList, action: Action.productList) {
      ProductListDomain()
    }
  }
}

import OnlineStore

/// What the app's screen keeps of its own: the tab shown and the selected product.
public struct EffectsScreen: Equatable, Sendable {
  /// The two tabs.
  public enum Tab: Int, CaseIterable, Equatable, Sendable {
    /// The counter with its fact and timer.
    case counter
    /// The product list.
    case products

    /// The tab's title in the tab bar.
    public var title: String {
      switch self {
      case .counter: "Counter"
      case .products: "Products"
      }
    }
  }

  /// The tab shown.
  public var tab: Tab
  /// The index of the selected product.
  public var productSelection: Int

  /// A screen on the Counter tab, with the first product selected.
  public init(tab: Tab = .counter, productSelection: Int = 0) {
    self.tab = tab
    self.productSelection = productSelection
  }
}

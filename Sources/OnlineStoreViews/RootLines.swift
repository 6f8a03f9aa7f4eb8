import OnlineStore
import TerminalUI

/// The whole store app as iOS shows it: the tab bar on top, then the selected tab. The Products
/// tab shows the top of its navigation stack, a product's detail, or, with nothing pushed, the
/// shopping screens (the list, the cart sheet, its overlay and alert). The Profile tab shows the
/// profile with what it presents.
///
/// ```
/// [ Products ]│  Profile
/// ──────────────────────────────────────────────────────────────────────────────
///  Products                                    [ Go to Cart · 2 items · $219.90 ]
/// ```
public struct RootLines {
  /// The app's state.
  public let state: RootDomain.State
  /// The selected product row.
  public let productSelection: Int
  /// The selected cart row.
  public let cartSelection: Int
  /// The selected related product of the detail on top.
  public let relatedSelection: Int
  /// The focused button of the dialog on screen, if one is.
  public let dialogFocus: DialogFocus
  /// The animation tick, for spinners.
  public let tick: Int

  /// The app for `state`, with the selections and the dialog focus of the screen.
  public init(
    state: RootDomain.State, productSelection: Int = 0, cartSelection: Int = 0,
    relatedSelection: Int = 0, dialogFocus: DialogFocus = DialogFocus(), tick: Int = 0
  ) {
    self.state = state
    self.productSelection = productSelection
    self.cartSelection = cartSelection
    self.relatedSelection = relatedSelection
    self.dialogFocus = dialogFocus
    self.tick = tick
  }

  /// The tab titles, in the order of `RootDomain.Tab.allCases`.
  public static let tabTitles = ["Products", "Profile"]

  /// The frame in `size`: exactly `size.rows` lines.
  public func lines(size: TerminalSize) -> [Line] {
    let selected = RootDomain.Tab.allCases.firstIndex(of: state.selectedTab) ?? 0
    let bar = Tabs(titles: Self.tabTitles, selected: selected).lines(width: size.columns)
    let content = TerminalSize(columns: size.columns, rows: max(1, size.rows - bar.count))
    let tab: [Line]
    switch state.selectedTab {
    case .products:
      tab = productsTab(size: content)
    case .profile:
      tab = profileTab(size: content)
    }
    return Array((bar + tab).prefix(size.rows))
  }

  /// The detail on top of the stack, or the shopping screens when nothing is pushed.
  private func productsTab(size: TerminalSize) -> [Line] {
    let details = state.path.compactMap { element -> ProductDetailDomain.State? in
      guard case let .productDetail(detail) = element else { return nil }
      return detail
    }
    guard let top = details.last else {
      return ShoppingView(
        state: state.productListState, productSelection: productSelection,
        cartSelection: cartSelection, alertFocus: dialogFocus, tick: tick
      ).lines(size: size)
    }
    let trail = [Self.tabTitles[0]] + details.dropLast().map(\.product.title)
    return ProductDetailLines(state: top, trail: trail, relatedSelection: relatedSelection)
      .lines(size: size)
  }

  /// The profile and what it presents: the edit form or the restore alert.
  private func profileTab(size: TerminalSize) -> [Line] {
    ProfileScreenView(state: state.profileState, alertFocus: dialogFocus, tick: tick)
      .lines(size: size)
  }
}

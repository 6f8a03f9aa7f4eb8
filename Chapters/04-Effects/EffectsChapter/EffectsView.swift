import TerminalUI

/// The app's screen: the tab bar, then the tab shown.
struct EffectsView {
  /// The lines for the whole app state and the screen's tab.
  static func lines(_ context: ViewContext<EffectsAppDomain.State, EffectsScreen>) -> [Line] {
    let width = context.size.columns
    let tabs = Tabs(
      titles: EffectsScreen.Tab.allCases.map(\.title), selected: context.screen.tab.rawValue
    )
    .lines(width: width - 1)
    let hint = Line("Tab switches ", style: .dim)
    var bar = Line(" ") + (tabs.first ?? .empty)
    if bar.width + hint.width < width {
      bar = bar.padded(toWidth: width - hint.width) + hint
    }
    let rule = Line(String(repeating: "─", count: width), style: .dim)
    let body: [Line]
    switch context.screen.tab {
    case .counter:
      body = CounterView.lines(context.state.counter, width: width, tick: context.tick)
    case .products:
      let size = TerminalSize(columns: width, rows: max(1, context.size.rows - 2))
      body = ProductsView.lines(
        context.state.productList, selection: context.screen.productSelection, size: size,
        tick: context.tick, reason: context.lastError)
    }
    return [bar, rule] + body
  }
}

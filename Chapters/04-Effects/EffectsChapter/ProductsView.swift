import Foundation
import OnlineStore
import TerminalUI

/// The Products tab: a spinner while loading, the error line with Retry, or the list.
struct ProductsView {
  /// The lines for the list's state, in `size`, with the selected row, the spinner's tick, and
  /// why the last load failed.
  static func lines(
    _ state: ProductListDomain.State, selection: Int, size: TerminalSize, tick: Int,
    reason: String?
  ) -> [Line] {
    var lines: [Line] = [
      .empty,
      Line("   A flaky network: the first request fails, Retry succeeds.", style: .dim),
      .empty,
    ]
    switch state.dataLoadingStatus {
    case .notStarted:
      lines.append(Line("   Not loaded yet.", style: .dim))
    case .loading:
      lines.append(Spinner(tick: tick, label: "Loading the products…").line.indented(by: 3))
      lines.append(
        Line(
          "   .run { await send(.fetchProductsResponse(TaskResult { … })) }", style: .color(.cyan)))
    case .error:
      lines.append(
        Line("   ✗ ", style: .color(.red)) + Line("The products could not be loaded.", style: .bold)
      )
      if let reason {
        lines += Line(reason, style: .color(.red)).wrapped(toWidth: max(8, size.columns - 5))
          .map { $0.indented(by: 5) }
      }
      lines.append(.empty)
      lines.append(Line("     ") + Line("[ Retry ]", style: .bold) + Line("  Enter", style: .dim))
    case .success:
      let priceWidth = 9
      let titleWidth = max(10, size.columns - 2 - 3 - priceWidth)
      lines.append(
        Line(
          "     " + "product".padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            + "    price", style: .dim))
      let rows = state.productList.map { row -> Line in
        let title = row.product.title.trimmingCharacters(in: .whitespaces)
        let price = row.product.formattedPrice
        return Line(" ")
          + Line(title).truncated(toWidth: titleWidth - 1).padded(toWidth: titleWidth)
          + Line(String(repeating: " ", count: max(1, priceWidth - price.count)) + price)
      }
      lines += SelectableList(items: rows, selection: selection)
        .lines(width: size.columns - 2, height: max(1, size.rows - lines.count))
        .map { $0.indented(by: 2) }
    }
    return lines
  }
}

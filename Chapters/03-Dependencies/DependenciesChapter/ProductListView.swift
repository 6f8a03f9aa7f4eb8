import Foundation
import OnlineStore
import TerminalUI

/// The product list as the chapter draws it: which client the store was made with, then a
/// spinner while loading, the error line with Retry, or the rows with the id `uuid()` gave each.
struct ProductListView {
  /// The client the app was made with, named at the top.
  let client: ClientChoice

  /// The screen for the store's state.
  func lines(_ context: ViewContext<ProductListDomain.State, ProductListScreen>) -> [Line] {
    let state = context.state
    let width = context.size.columns
    var lines: [Line] = [
      .empty,
      (Line(" Client  ", style: .bold)
        + Line(client.name, style: Style(bold: true, foreground: .cyan))
        + Line(" · " + client.summary, style: .dim)).truncated(toWidth: width),
      .empty,
    ]
    switch state.dataLoadingStatus {
    case .notStarted:
      lines.append(Line(" Nothing loaded yet.", style: .dim))
    case .loading:
      lines.append(Spinner(tick: context.tick, label: "Loading the products…").line.indented(by: 1))
    case .error:
      lines.append(
        Line(" ✗ ", style: .color(.red)) + Line("The products could not be loaded.", style: .bold))
      if let reason = context.lastError {
        lines += Line(reason, style: .color(.red)).wrapped(toWidth: max(8, width - 3))
          .map { $0.indented(by: 3) }
      }
      lines.append(.empty)
      lines.append(Line("   ") + Line("[ Retry ]", style: .bold) + Line("  Enter", style: .dim))
    case .success:
      let rowsHeight = max(1, context.size.rows - lines.count - 2)
      lines.append(columnTitles(width: width))
      lines += SelectableList(
        items: state.productList.map { row(for: $0, width: width - 2) },
        selection: context.screen.selection, emptyText: " The catalog is empty."
      ).lines(width: width, height: rowsHeight)
    }
    return lines
  }

  /// The widths of the columns after the title: the id, the price, the stepper.
  private enum Column {
    static let id = 6
    static let price = 9
    static let stepper = 17
  }

  private func columnTitles(width: Int) -> Line {
    let titleWidth = max(8, width - 2 - Column.id - Column.price - Column.stepper)
    let text =
      "  " + "id".paddedRight(to: Column.id) + "product".paddedRight(to: titleWidth)
      + "price".paddedLeft(to: Column.price - 2) + "  " + "cart"
    return Line(text, style: .dim).truncated(toWidth: width)
  }

  /// One row: the last four hex digits of its id, the title, the price, the stepper.
  private func row(for product: ProductDomain.State, width: Int) -> Line {
    let titleWidth = max(8, width - Column.id - Column.price - Column.stepper)
    let id = String(product.id.uuidString.suffix(4))
    return Line(id.paddedRight(to: Column.id), style: .color(.yellow))
      + Line(product.product.title.shortened(toWidth: titleWidth - 2)).padded(toWidth: titleWidth)
      + Line(product.product.formattedPrice.paddedLeft(to: Column.price - 2) + "  ")
      + Stepper(value: product.count).line
  }
}

extension String {
  /// The string without surrounding spaces, cut with `…` (after a whole character, never after a
  /// space) when wider than `width`.
  fileprivate func shortened(toWidth width: Int) -> String {
    let trimmed = trimmingCharacters(in: .whitespaces)
    guard trimmed.displayWidth > width else { return trimmed }
    var kept = ""
    for character in trimmed {
      guard kept.displayWidth + String(character).displayWidth < width else { break }
      kept.append(character)
    }
    return kept.trimmingCharacters(in: .whitespaces) + "…"
  }

  /// The string padded with spaces on the right to `width` columns.
  fileprivate func paddedRight(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }

  /// The string padded with spaces on the left to `width` columns.
  fileprivate func paddedLeft(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - displayWidth)) + self
  }
}

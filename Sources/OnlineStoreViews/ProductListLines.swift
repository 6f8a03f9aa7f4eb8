import Foundation
import OnlineStore
import TerminalUI

/// The Products screen of the store, drawn from a `ProductListDomain.State`: the "Go to Cart"
/// button with what the cart will hold, then a spinner while loading, the error line with
/// Retry, or one row per product with its stepper.
///
/// ```
///  Products                                   [ Go to Cart · 3 items · $275.89 ]
/// ──────────────────────────────────────────────────────────────────────────────
///    Product                                              Price        Cart
///  › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95      [-] 2 [+]
///    Mens Casual Premium Slim Fit T-Shirts                 $22.30   [ Add to Cart ]
/// ```
public struct ProductListLines {
  /// The list's state.
  public let state: ProductListDomain.State
  /// The index of the selected row.
  public let selection: Int
  /// The animation tick, for the spinner.
  public let tick: Int

  /// The list drawn from `state`, with the row at `selection` selected.
  public init(state: ProductListDomain.State, selection: Int, tick: Int = 0) {
    self.state = state
    self.selection = selection
    self.tick = tick
  }

  /// The columns after a row's title: two spaces, the price, three spaces, the stepper.
  static let widthAfterTitle = 2 + priceWidth + 3 + stepperWidth
  /// The width of the price column, e.g. ` $109.95`.
  static let priceWidth = 8
  /// The width of the stepper column: `[ Add to Cart ]`'s.
  static let stepperWidth = 15

  /// The screen in `size`: the heading with the cart button, then the list, its loading state
  /// or its error.
  public func lines(size: TerminalSize) -> [Line] {
    let width = size.columns
    var lines = [
      Line.spread(Line(" Products", style: .bold), cartButton, width: width),
      Line(String(repeating: "─", count: width), style: .dim),
    ]
    switch state.dataLoadingStatus {
    case .notStarted:
      lines.append(Line(" Nothing loaded yet.", style: .dim))
    case .loading:
      lines.append(Spinner(tick: tick, label: "Loading the products…").line.indented(by: 1))
    case .error:
      lines += [
        Line(" ✗ ", style: .color(.red)) + Line("The products could not be loaded.", style: .bold),
        .empty,
        Line("   ") + Line("[ Retry ]", style: .bold),
      ]
    case .success:
      let rowWidth = width - 2  // the list's selection marker takes two columns
      lines.append(columnHeadings(width: rowWidth).indented(by: 2))
      let rows = state.productList.map { row(for: $0, width: rowWidth) }
      lines += SelectableList(
        items: rows, selection: rows.isEmpty ? nil : min(selection, rows.count - 1),
        emptyText: "  No products."
      ).lines(width: width, height: max(1, size.rows - lines.count))
    }
    return lines
  }

  /// "Go to Cart" and what the cart will hold: the rows whose count is above zero.
  private var cartButton: Line {
    let rows = state.productList.filter { $0.count > 0 }
    guard !rows.isEmpty else {
      return Line("[ Go to Cart ]", style: .bold) + Line(" empty ", style: .dim)
    }
    let items = rows.reduce(0) { $0 + $1.count }
    let total = rows.reduce(0) { $0 + Double($1.count) * $1.product.price }
    return Line(
      "[ Go to Cart · \(items) item\(items == 1 ? "" : "s") · \(formatPrice(total)) ] ",
      style: .bold)
  }

  /// One product: its title cut to fit, the price right-aligned, the stepper centred.
  private func row(for product: ProductDomain.State, width: Int) -> Line {
    let titleWidth = max(8, width - Self.widthAfterTitle)
    let price = product.product.formattedPrice
    let stepper = Stepper(value: product.count).line
      .centered(inWidth: Self.stepperWidth).padded(toWidth: Self.stepperWidth)
    return Line(product.product.title.trimmingCharacters(in: .whitespaces))
      .padded(toWidth: titleWidth)
      + Line(String(repeating: " ", count: 2 + max(0, Self.priceWidth - price.count)))
      + Line(price, style: .bold) + "   " + stepper
  }

  /// The headings over the title, price and stepper columns.
  private func columnHeadings(width: Int) -> Line {
    let titleWidth = max(8, width - Self.widthAfterTitle)
    return Line(
      "Product".padding(toLength: titleWidth, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: 2 + Self.priceWidth - 5) + "Price"
        + "   " + String(repeating: " ", count: (Self.stepperWidth - 4) / 2) + "Cart",
      style: .dim)
  }
}

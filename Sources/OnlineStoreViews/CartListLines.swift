import Foundation
import OnlineStore
import TerminalUI

/// The cart sheet of the store, drawn from a `CartListDomain.State`: Close, the rows (title,
/// price, "Quantity: n") or "Oops, your cart is empty!", the total and the "Pay $X" button,
/// greyed while the total is 0. It rises over the lower part of the screen behind it.
///
/// ```
/// ╭─ Cart ───────────────────────────────────────────────────────────────────────╮
/// │                                                                   [ Close ] │
/// │ › Fjallraven - Foldsack No. 1 Backpack, Fits…   $109.95   Quantity: 2       │
/// │   Mens Cotton Jacket                             $55.99   Quantity: 1       │
/// │                                                                             │
/// │ Total $275.89                                             [ Pay $275.89 ]   │
/// ╰──────────────────────────────────────────────────────────────────────────────╯
/// ```
public struct CartListLines {
  /// The cart's state.
  public let state: CartListDomain.State
  /// The index of the selected row.
  public let selection: Int

  /// The cart drawn from `state`, with the row at `selection` selected.
  public init(state: CartListDomain.State, selection: Int) {
    self.state = state
    self.selection = selection
  }

  /// The width of the price column, e.g. ` $109.95`.
  static let priceWidth = 8
  /// The width of the quantity column, e.g. `Quantity: 12`.
  static let quantityWidth = 12

  /// The frame `base` with the sheet over its lower part, in a window of `size`.
  public func lines(over base: [Line], size: TerminalSize) -> [Line] {
    let content = content(width: size.columns - 4, height: Sheet.contentHeight(in: size))
    return Sheet(title: "Cart", content: content).lines(over: base, size: size)
  }

  /// The sheet's content, `width` columns wide and at most `height` rows: Close at the top,
  /// the total and Pay at the bottom, the rows in between.
  public func content(width: Int, height: Int) -> [Line] {
    let top = Line("[ Close ]", style: .bold)
    var lines = [top.indented(by: max(0, width - top.width))]
    let bottom = [Line.empty, payLine(width: width)]
    let rowsHeight = max(1, height - lines.count - bottom.count)
    if state.cartItems.isEmpty {
      lines.append(Line("Oops, your cart is empty!", style: .bold))
    } else {
      let rows = state.cartItems.map { row(for: $0.cartItem, width: width - 2) }
      lines += SelectableList(items: rows, selection: min(selection, rows.count - 1))
        .lines(width: width, height: rowsHeight)
    }
    lines += Array(repeating: Line.empty, count: max(0, height - lines.count - bottom.count))
    return lines + bottom
  }

  /// The total, and the pay button: greyed and inert while there is nothing to pay.
  private func payLine(width: Int) -> Line {
    let total = Line("Total ", style: .dim) + Line(state.totalPriceString, style: .bold)
    let pay = Line(
      "[ Pay \(state.totalPriceString) ]",
      style: state.isPayButtonDisable ? .dim : Style(bold: true, foreground: .green))
    return Line.spread(total, pay, width: width)
  }

  /// One row: the title cut to fit, the price, the quantity.
  private func row(for item: CartItem, width: Int) -> Line {
    let titleWidth = max(8, width - 2 - Self.priceWidth - 3 - Self.quantityWidth)
    let price = item.product.formattedPrice
    return Line(item.product.title.trimmingCharacters(in: .whitespaces))
      .padded(toWidth: titleWidth)
      + Line(String(repeating: " ", count: 2 + max(0, Self.priceWidth - price.count)))
      + Line(price, style: .bold) + "   " + Line("Quantity: \(item.quantity)")
  }
}

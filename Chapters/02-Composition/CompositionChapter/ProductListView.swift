import Composable
import Foundation
import OnlineStore
import TerminalUI

/// The product list screen, drawn from the store of `ProductListDomain`: a title with the
/// cart-to-be's total, then one `ProductCell` per row, each given a child store of its row.
///
/// ```
///  Products · 20 from the embedded catalog          Cart-to-be: 2 items · $219.90
/// ──────────────────────────────────────────────────────────────────────────────
///    Product                                              Price        Cart
///  › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95      [-] 2 [+]
///    Mens Casual Premium Slim Fit T-Shirts                 $22.30   [ Add to Cart ]
///    …
///  Row 1 of 20 · + sends:
///    .product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))
/// ```
@MainActor
public struct ProductListView {
  /// The list's store.
  public let store: StoreOf<ProductListDomain>
  /// The selected row.
  public let screen: ProductListScreen
  /// Why the catalog could not be read, when it could not.
  public let catalogError: String?

  /// The list drawn from `store`, with `screen`'s selection.
  public init(
    store: StoreOf<ProductListDomain>, screen: ProductListScreen, catalogError: String? = nil
  ) {
    self.store = store
    self.screen = screen
    self.catalogError = catalogError
  }

  /// The screen in `size`: title, column headings, the rows (scrolled to the selection), and
  /// the action `+` sends for the selected row.
  public func lines(size: TerminalSize) -> [Line] {
    let width = size.columns
    let heading =
      Line(" Products", style: .bold)
      + Line(" · \(store.productList.count) from the embedded catalog", style: .dim)
    var lines = [
      spread(heading, totalLine, width: width),
      Line(String(repeating: "─", count: width), style: .dim),
    ]
    if let catalogError {
      return lines + [.empty]
        + Line(catalogError, style: .color(.red)).wrapped(toWidth: max(8, width - 2)).map {
          $0.indented(by: 1)
        }
    }
    let rowWidth = width - 2  // the list's selection marker takes two columns
    lines.append(columnHeadings(width: rowWidth).indented(by: 2))
    let rows = rowStores.map { ProductCell(store: $0).line(width: rowWidth) }
    let selection = rows.isEmpty ? nil : min(screen.selection, rows.count - 1)
    let listHeight = max(1, size.rows - lines.count - 3)
    lines += SelectableList(items: rows, selection: selection, emptyText: "  No products.")
      .lines(width: width, height: listHeight)
    let footer = selectionLines(selection, width: width)
    lines += Array(repeating: Line.empty, count: max(0, size.rows - lines.count - footer.count))
    return lines + footer
  }

  /// A child store for each row: the row's state, found by id, and its actions wrapped as
  /// `.product(.element(id:action:))`, exactly what `forEach` unwraps in the reducer.
  public var rowStores: [StoreOf<ProductDomain>] {
    store.productList.ids.compactMap { id in
      store.scope(
        state: \.productList[id: id],
        action: { .product(.element(id: id, action: $0)) })
    }
  }

  /// How many items the rows add up to, and their price: read from the children's state.
  private var totalLine: Line {
    let rows = store.productList.filter { $0.count > 0 }
    guard !rows.isEmpty else { return Line("Cart-to-be: empty ", style: .dim) }
    let items = rows.reduce(0) { $0 + $1.count }
    let total = rows.reduce(0) { $0 + Double($1.count) * $1.product.price }
    return Line("Cart-to-be: ", style: .dim)
      + Line("\(items) item\(items == 1 ? "" : "s") · \(formatPrice(total)) ", style: .bold)
  }

  /// The headings over the title, price and button columns.
  private func columnHeadings(width: Int) -> Line {
    let titleWidth = max(8, width - ProductCell.widthAfterTitle)
    return Line(
      "Product".padding(toLength: titleWidth, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: 2 + ProductCell.priceWidth - 5) + "Price"
        + "   " + "Cart".centered(in: AddToCartButton.width), style: .dim)
  }

  /// Where the selected row is, and the action `+` sends for it: the row's id and the
  /// stepper's action, wrapped for the list.
  private func selectionLines(_ selection: Int?, width: Int) -> [Line] {
    guard let selection else { return [] }
    let id = store.productList[selection].id
    return [
      Line(" Row \(selection + 1) of \(store.productList.count) · + sends:", style: .dim),
      Line(
        "   .product(.element(id: \(customDump(id)), action: .addToCart(.didTapPlusButton)))",
        style: .color(.cyan)
      ).truncated(toWidth: width),
    ]
  }

  /// `left` at the left edge and `right` at the right edge of `width` columns.
  private func spread(_ left: Line, _ right: Line, width: Int) -> Line {
    let gap = width - left.width - right.width
    guard gap >= 1 else { return left.truncated(toWidth: width) }
    return left + Line(String(repeating: " ", count: gap)) + right
  }
}

extension String {
  /// The string centred in `width` columns, padded with spaces on both sides.
  fileprivate func centered(in width: Int) -> String {
    let gap = max(0, width - count)
    return String(repeating: " ", count: gap / 2) + self
      + String(repeating: " ", count: gap - gap / 2)
  }
}

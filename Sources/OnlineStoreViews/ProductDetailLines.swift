import Foundation
import OnlineStore
import TerminalUI

/// A product's detail, drawn from a `ProductDetailDomain.State`: the breadcrumb of the stack,
/// the title, the price, category and rating, the description wrapped to the window, the
/// stepper, and the related products with one selected.
///
/// ```
///  Products › Fjallraven - Foldsack No… › Mens Cotton Jacket
/// ──────────────────────────────────────────────────────────────────────────────
///  Mens Cotton Jacket
///  $55.99 · men's clothing · ★ 4.7 (500 ratings)
///
///  great outerwear jackets for Spring/Autumn/Winter, suitable for many
///  occasions, such as working, hiking, camping, mountain/rock climbing, …
///
///  In the cart-to-be  [-] 2 [+]
///
///  Related
///  › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops          $109.95
///    Mens Casual Premium Slim Fit T-Shirts                           $22.30
/// ```
public struct ProductDetailLines {
  /// The detail's state.
  public let state: ProductDetailDomain.State
  /// The titles of the root and of the screens under this one, bottom first.
  public let trail: [String]
  /// The index of the selected related product.
  public let relatedSelection: Int

  /// The detail drawn from `state`, under `trail`, with a related product selected.
  public init(state: ProductDetailDomain.State, trail: [String], relatedSelection: Int = 0) {
    self.state = state
    self.trail = trail
    self.relatedSelection = relatedSelection
  }

  /// The screen in `size`: exactly `size.rows` lines. The description gets the rows the rest
  /// leaves, and ends with `…` when it does not fit.
  public func lines(size: TerminalSize) -> [Line] {
    let width = size.columns
    let product = state.product
    let top: [Line] = [
      Breadcrumb(titles: trail + [product.title]).line(width: width - 1).indented(by: 1),
      Line(String(repeating: "─", count: width), style: .dim),
      Line(product.title.trimmingCharacters(in: .whitespaces), style: .bold)
        .truncated(toWidth: width - 1).indented(by: 1),
      facts.truncated(toWidth: width - 1).indented(by: 1),
      .empty,
    ]
    let bottom = [.empty, stepperLine, .empty] + relatedLines(width: width)
    let room = max(1, size.rows - top.count - bottom.count)
    let lines = top + description(width: width - 2, rows: room).map { $0.indented(by: 1) } + bottom
    return Array((lines + Array(repeating: Line.empty, count: max(0, size.rows - lines.count)))
      .prefix(size.rows))
  }

  /// The price, the category and the rating, when the product has one.
  private var facts: Line {
    var line = Line(state.product.formattedPrice, style: .bold)
      + Line(" · \(state.product.category)", style: .dim)
    if let rating = state.product.rating {
      line.append(" · ")
      line.append("★ \(rating.rate)", style: .color(.yellow))
      line.append(" (\(rating.count) ratings)", style: .dim)
    }
    return line
  }

  /// The description in lines of `width`, at most `rows` of them.
  private func description(width: Int, rows: Int) -> [Line] {
    let wrapped = Line(state.product.description).wrapped(toWidth: width)
    guard wrapped.count > rows else { return wrapped }
    var shown = Array(wrapped.prefix(rows))
    shown[rows - 1] = (shown[rows - 1] + " …").truncated(toWidth: width)
    return shown
  }

  /// The detail's stepper, with its count.
  private var stepperLine: Line {
    Line(" In the cart-to-be  ", style: .dim) + Stepper(value: state.count).line
  }

  /// "Related" and one row per related product, the selected one marked.
  private func relatedLines(width: Int) -> [Line] {
    guard !state.related.isEmpty else {
      return [Line(" No related products.", style: .dim)]
    }
    let rows = state.related.map { product in
      let price = Line(product.formattedPrice, style: .bold)
      let titleWidth = max(8, width - 4 - 2 - price.width)
      return Line(product.title.trimmingCharacters(in: .whitespaces))
        .truncated(toWidth: titleWidth).padded(toWidth: titleWidth) + "  " + price
    }
    let selection = min(max(0, relatedSelection), rows.count - 1)
    return [Line(" Related", style: .bold)]
      + SelectableList(items: rows, selection: selection)
      .lines(width: width - 1, height: rows.count).map { $0.indented(by: 1) }
  }
}

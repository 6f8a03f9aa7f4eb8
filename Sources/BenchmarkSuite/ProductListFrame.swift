import OnlineStore
import TerminalUI

/// A product-list frame like the chapters draw: a header line, then per product its title, its
/// price and its quantity (`[-] n [+]`), the selected row highlighted.
func productListFrame(_ state: ProductListDomain.State, selection: Int, width: Int) -> [Line] {
  var lines: [Line] = [Line("Products", style: .bold), .empty]
  for (index, row) in state.productList.enumerated() {
    let price = formatPrice(row.product.price)
    let stepper = Line(row.count == 0 ? "[ Add to Cart ]" : "[-] \(row.count) [+]", style: .bold)
    let titleWidth = max(8, width - price.count - stepper.width - 6)
    let title = Line(row.product.title).clipped(toWidth: titleWidth)
    let padding = String(repeating: " ", count: max(1, titleWidth - title.width + 1))
    var line = Line("  ") + title + Line(padding) + Line(price) + Line("  ") + stepper
    if index == selection { line = line.styled(.reverse) }
    lines.append(line)
  }
  return lines
}

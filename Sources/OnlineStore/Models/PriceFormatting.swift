/// Formats an amount of dollars for display with two decimals: `formatPrice(109.95)` is "$109.95".
///
/// The digits are `String(format: "%.2f", amount)`'s, worked out in Swift (`twoDecimals`): views
/// show a price on every row of every frame, and Foundation's formatting cost more than the rest
/// of drawing the row. Views use it for prices; the cart's `totalPriceString` keeps the seed's
/// own spelling.
public func formatPrice(_ amount: Double) -> String {
  guard amount.isFinite else { return "$\(amount)" }
  let digits = twoDecimals(amount.magnitude)
  let isNegative = amount < 0 && digits != "0.00"
  return (isNegative ? "-$" : "$") + digits
}

extension Product {
  /// The product's price for display, with two decimals: "$109.95", "$22.30".
  public var formattedPrice: String { formatPrice(price) }
}

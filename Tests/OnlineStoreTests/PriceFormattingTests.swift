import OnlineStore
import TestTags
import Testing

/// The price text that views show.
@Suite("Price formatting", .tags(.app))
struct PriceFormattingTests {
  @Test(
    "Always two decimals after a dollar sign",
    arguments: [
      (109.95, "$109.95"), (22.3, "$22.30"), (695, "$695.00"), (0, "$0.00"), (0.005, "$0.01"),
      (999.99, "$999.99"), (-4.5, "-$4.50"), (-0.001, "$0.00"),
    ])
  func formats(amount: Double, expected: String) {
    #expect(formatPrice(amount) == expected)
  }

  @Test("A product's formattedPrice is its price formatted")
  func productFormattedPrice() {
    #expect(Product.sample[1].formattedPrice == "$22.30")
  }

  @Test("Not-a-number and infinity come out as text, without a crash")
  func nonFinite() {
    #expect(formatPrice(.infinity) == "$inf")
    #expect(formatPrice(.nan) == "$nan")
  }
}

import Foundation
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

  @Test(
    "The digits are String(format: \"%.2f\")'s: halves to the even cent, values a little off a half, large amounts",
    arguments: [
      0.125, 0.375, 2.675, 1.005, 1.015, 0.045, 0.995, 9.995, 99.995, 0.5, 1.5, 0.0049999, 0.01,
      4_503_599_627_370_495.5, 4_503_599_627_370_496, 1e15 + 0.125, 123_456_789.125, 1e19, 1.8e19,
      1e20, 123_456_789_012_345_678_901_234_567_890.0, 1e300, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .ulpOfOne, -0.0, -0.004, -0.005, -0.006, -1234.565, -1e22,
    ])
  func matchesFoundation(amount: Double) {
    #expect(formatPrice(amount) == formatPriceWithFoundation(amount))
  }

  @Test("The digits are String(format: \"%.2f\")'s for many amounts of every size, and every cent up to $200")
  func matchesFoundationAtScale() async {
    // A third of a second in a debug build, on a thread of its own: the threads the other tests
    // share stay free.
    let mismatches = await onThreadOfItsOwn(Self.mismatchesAtScale)
    #expect(mismatches.isEmpty)
  }

  /// The amounts `formatPrice` formats otherwise than Foundation, among many of every size and
  /// every cent up to $200.
  static func mismatchesAtScale() -> [Double] {
    var generator = SplitMix64(seed: 43)
    var mismatches: [Double] = []
    for _ in 0..<10_000 {
      // A random bit pattern: every exponent and sign, kept when finite.
      let amount = Double(bitPattern: generator.next())
      if amount.isFinite, formatPrice(amount) != formatPriceWithFoundation(amount) { mismatches.append(amount) }
    }
    for _ in 0..<10_000 {
      // Prices as a catalog has them: up to a million dollars, mostly with cents.
      let amount = Double(generator.next() % 100_000_000) / 100 + Double(generator.next() % 3) * 0.005
      if formatPrice(amount) != formatPriceWithFoundation(amount) { mismatches.append(amount) }
    }
    for cents in -20_000...20_000 {
      let amount = Double(cents) / 100
      if formatPrice(amount) != formatPriceWithFoundation(amount) { mismatches.append(amount) }
    }
    return mismatches
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

/// What `formatPrice` wrote with Foundation before it worked out the digits itself: the
/// reference it is checked against.
private func formatPriceWithFoundation(_ amount: Double) -> String {
  guard amount.isFinite else { return "$\(amount)" }
  let digits = String(format: "%.2f", amount.magnitude)
  let isNegative = amount < 0 && digits != "0.00"
  return (isNegative ? "-$" : "$") + digits
}

/// A finite, non-negative amount written with two decimals, as `String(format: "%.2f", amount)`
/// writes it: the exact value the `Double` holds, rounded to the nearest cent, and a value exactly
/// halfway to the even cent (0.125 is "0.12"; 1.005, a little less than it reads, is "1.00").
///
/// The amount is split into its whole part and its fraction, both exactly; the fraction's cents
/// are rounded from `fraction * 100` and the rounding error of that product, which
/// `fraction.addingProduct` gives exactly.
func twoDecimals(_ amount: Double) -> String {
  precondition(amount.isFinite && amount >= 0, "twoDecimals takes a finite amount, not below zero")
  let whole = amount.rounded(.down)
  let fraction = amount - whole  // exact: the bits below the point
  let scaled = fraction * 100  // below 100
  let error = (-scaled).addingProduct(fraction, 100)  // fraction * 100 is exactly scaled + error
  let lower = scaled.rounded(.down)
  let above = scaled - lower  // exact, and a multiple of scaled's unit in the last place
  var cents = Int(lower)
  // `error` is smaller than half of `scaled`'s last place, so it decides only an exact half.
  if above > 0.5 || (above == 0.5 && (error > 0 || (error == 0 && !cents.isMultiple(of: 2)))) {
    cents += 1
  }
  var wholeDigits: String
  if cents == 100 {
    cents = 0
    wholeDigits = String(UInt64(whole) + 1)  // a fraction means `whole` is below 2^52
  } else {
    wholeDigits = wholeNumberDigits(whole)
  }
  return wholeDigits + (cents < 10 ? ".0" : ".") + String(cents)
}

/// The decimal digits of a whole, non-negative `Double`, every one of them (1e20 is
/// "100000000000000000000"), as `String(format:)` writes them.
private func wholeNumberDigits(_ whole: Double) -> String {
  if whole < 0x1p64 { return String(UInt64(whole)) }
  // whole = significand × 2^exponent: the significand in base-10⁹ limbs (least significant
  // first), doubled `exponent` times, up to 32 doublings at a time.
  let billion: UInt64 = 1_000_000_000
  var limbs: [UInt64] = []
  var significand = whole.significandBitPattern | (1 << 52)
  while significand > 0 {
    limbs.append(significand % billion)
    significand /= billion
  }
  var doublings = Int(whole.exponent) - 52
  while doublings > 0 {
    let step = min(doublings, 32)
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = limbs[index] << step + carry
      limbs[index] = product % billion
      carry = product / billion
    }
    while carry > 0 {
      limbs.append(carry % billion)
      carry /= billion
    }
    doublings -= step
  }
  var digits = String(limbs.removeLast())
  for limb in limbs.reversed() {
    let part = String(limb)
    digits += String(repeating: "0", count: 9 - part.count) + part
  }
  return digits
}

/// A tiny seeded random number generator (SplitMix64): the same seed gives the same numbers on
/// every platform and Swift version, so a random test can be replayed exactly.
struct SplitMix64 {
  private var state: UInt64

  /// A generator that starts from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<count`; `count` must be above zero.
  mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// One element of a non-empty collection (an array, a state's identified rows: read in place,
  /// not copied into an array first).
  mutating func pick<Elements: RandomAccessCollection>(_ elements: Elements) -> Elements.Element {
    elements[elements.index(elements.startIndex, offsetBy: index(below: elements.count))]
  }

  /// True about once in `count` draws.
  mutating func oneIn(_ count: Int) -> Bool {
    index(below: count) == 0
  }
}

/// What case extraction has learned about reading payloads (`PayloadAccess` by `PayloadKey`),
/// consulted on every extraction: a small hash table with open addressing, whose hash mixes the
/// key's three words with multiplications. A `Dictionary` would hash each key with SipHash, a
/// few hundred instructions that cost more than the rest of a lookup. `PayloadAccessTableTests`
/// proves it holds what a `Dictionary`, the plain reference, holds.
struct PayloadAccessTable: Sendable {
  private var keys: [PayloadKey?] = Array(repeating: nil, count: 64)
  private var accesses: [PayloadAccess] = Array(repeating: .otherType, count: 64)
  private var count = 0

  /// The access learned for `key`, or nil; setting stores it (nil is never stored).
  subscript(key: PayloadKey) -> PayloadAccess? {
    get {
      var slot = firstSlot(of: key)
      while let stored = keys[slot] {
        if stored == key { return accesses[slot] }
        slot = (slot + 1) & (keys.count - 1)
      }
      return nil
    }
    set {
      guard let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      var slot = firstSlot(of: key)
      while let stored = keys[slot], stored != key { slot = (slot + 1) & (keys.count - 1) }
      if keys[slot] == nil { count += 1 }
      keys[slot] = key
      accesses[slot] = newValue
    }
  }

  /// Where the search for `key` starts: a mix of its words, reduced to the table's size (a power
  /// of two).
  private func firstSlot(of key: PayloadKey) -> Int {
    var mixed = key.root &* 0x9E37_79B9_7F4A_7C15
    mixed ^= key.value &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= UInt(key.tag) &* 0x1656_67B1_9E37_79F9
    mixed ^= mixed >> 29
    return Int(truncatingIfNeeded: mixed) & (keys.count - 1)
  }

  /// Doubles the table, keeping every entry.
  private mutating func grow() {
    let entries = zip(keys, accesses).compactMap { key, access in key.map { ($0, access) } }
    keys = Array(repeating: nil, count: keys.count * 2)
    accesses = Array(repeating: .otherType, count: keys.count)
    count = 0
    for (key, access) in entries { self[key] = access }
  }
}

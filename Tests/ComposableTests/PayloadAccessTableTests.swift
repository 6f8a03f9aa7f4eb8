import Testing

@testable import Composable

/// The table case extraction keeps what it learned in: every key stored stays readable, also
/// after the table grew, a key never stored reads nil, and it holds what a `Dictionary`, the
/// plain reference, holds.
@Suite struct PayloadAccessTableTests {
  private let accesses: [PayloadAccess] = [.readsInPlace, .reflected, .otherType]

  @Test func everyStoredKeyReadsBackAfterTheTableGrows() {
    var table = PayloadAccessTable()
    // 300 keys: the table starts with 64 slots, so it doubles three times on the way.
    for tag in 0..<300 {
      table[key(tag)] = accesses[tag % 3]
    }
    for tag in 0..<300 {
      #expect(table[key(tag)] == accesses[tag % 3], "tag \(tag)")
    }
    #expect(table[key(300)] == nil)
    #expect(table[PayloadKey(root: String.self, value: Int.self, tag: 0)] == nil)
  }

  @Test func storingAKeyAgainReplacesWhatItHeld() {
    var table = PayloadAccessTable()
    table[key(7)] = .otherType
    table[key(7)] = .readsInPlace
    #expect(table[key(7)] == .readsInPlace)
  }

  @Test func holdsWhatADictionaryHolds() {
    var table = PayloadAccessTable()
    var reference: [Int: PayloadAccess] = [:]
    var generator = SystemRandomNumberGenerator()
    for step in 0..<2000 {
      let tag = Int.random(in: 0..<500, using: &generator)
      let access = accesses[step % 3]
      table[key(tag)] = access
      reference[tag] = access
    }
    for tag in 0..<500 {
      #expect(table[key(tag)] == reference[tag], "tag \(tag)")
    }
  }

  private func key(_ tag: Int) -> PayloadKey {
    PayloadKey(root: Int.self, value: String.self, tag: UInt32(tag))
  }
}

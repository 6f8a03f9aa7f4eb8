import Testing

@testable import Composable

/// The table case extraction keeps what it learned in: every key stored stays readable, also
/// after the table grew, and a key never stored reads nil.
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

  private func key(_ tag: Int) -> PayloadKey {
    PayloadKey(root: Int.self, value: String.self, tag: UInt32(tag))
  }
}

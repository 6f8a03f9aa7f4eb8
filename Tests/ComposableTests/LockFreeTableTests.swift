import TestTags
import Testing

@testable import Composable

/// The table the speed layer keeps what it learned in (what case extraction learned, the offsets
/// of key paths): every key stored stays readable, also after the table grew, a key never stored
/// reads nil, a key keeps its first value, and it holds what a `Dictionary`, the plain
/// reference, holds.
@Suite(.tags(.core), .timeLimit(.minutes(1))) struct LockFreeTableTests {
  private let accesses: [PayloadAccess] = [.readsInPlace, .reflected, .otherType]

  @Test func everyStoredKeyReadsBackAfterTheTableGrows() {
    let table = LockFreeTable<PayloadKey, PayloadAccess>()
    // 300 keys: the table starts with 64 slots, so it doubles four times on the way.
    for tag in 0..<300 {
      table.store(accesses[tag % 3], for: key(tag))
    }
    for tag in 0..<300 {
      #expect(table[key(tag)] == accesses[tag % 3], "tag \(tag)")
    }
    #expect(table[key(300)] == nil)
    #expect(table[PayloadKey(root: String.self, value: Int.self, tag: 0)] == nil)
  }

  @Test func storingAKeyAgainKeepsItsFirstValue() {
    let table = LockFreeTable<PayloadKey, PayloadAccess>()
    table.store(.otherType, for: key(7))
    table.store(.readsInPlace, for: key(7))
    #expect(table[key(7)] == .otherType)
  }

  @Test func holdsWhatADictionaryHolds() {
    let table = LockFreeTable<PayloadKey, PayloadAccess>()
    var reference: [Int: PayloadAccess] = [:]
    var generator = SystemRandomNumberGenerator()
    for step in 0..<2000 {
      let tag = Int.random(in: 0..<500, using: &generator)
      let access = accesses[step % 3]
      table.store(access, for: key(tag))
      if reference[tag] == nil { reference[tag] = access }
    }
    for tag in 0..<500 {
      #expect(table[key(tag)] == reference[tag], "tag \(tag)")
    }
  }

  @Test func readersOnOtherThreadsFindWhatWasStored() async {
    let table = LockFreeTable<PayloadKey, PayloadAccess>()
    // Four tasks store and read overlapping keys while the table grows under them.
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for tag in stride(from: writer, to: 400, by: 2) {
            table.store(self.accesses[tag % 3], for: self.key(tag))
            #expect(table[self.key(tag)] == self.accesses[tag % 3], "tag \(tag)")
          }
        }
      }
    }
    for tag in 0..<400 {
      #expect(table[key(tag)] == accesses[tag % 3], "tag \(tag)")
    }
  }

  private func key(_ tag: Int) -> PayloadKey {
    PayloadKey(root: Int.self, value: String.self, tag: UInt32(tag))
  }
}
